// The 3-way swaps above the match tabs (docs/decisions/040-three-way-swaps.md): the cards, "I'm in" and
// "Not for me" (with a confirmation, since leaving dissolves the swap for all three).
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { errorCode } from '../../../lib/api-errors.ts';
import { useJoinCycle, useLeaveCycle } from '../api/cycles.ts';
import { joinToast } from '../cycle-text.ts';
import { CycleCard, type SwapCycle } from './CycleCard.tsx';
import '../cycles.css';

interface Props {
  cycles: readonly SwapCycle[];
  /** reload the matches after a refusal (the cycle may have changed or gone meanwhile) */
  onChanged(): void;
}

export function CycleSection({ cycles, onChanged }: Props) {
  const { showToast } = useToast();
  const [join, { loading: joining }] = useJoinCycle();
  const [leave, { loading: leaving }] = useLeaveCycle();
  const [confirming, setConfirming] = useState<SwapCycle | null>(null);

  const failed = (error: unknown, what: string) => {
    showToast(
      errorCode(error) === 'NOT_FOUND'
        ? 'This 3-way swap is no longer available.'
        : `Failed to ${what}. Please try again.`,
      'error',
    );
    onChanged();
  };

  const onJoin = async (cycle: SwapCycle) => {
    try {
      const result = await join(cycle.id);
      showToast(joinToast(result.data?.joinCycle.status), 'success');
    } catch (error) {
      failed(error, 'join');
    }
  };

  const confirmLeave = async () => {
    const cycle = confirming;
    if (!cycle) return;
    try {
      await leave(cycle.id);
      showToast('You left the 3-way swap.', 'success');
    } catch (error) {
      failed(error, 'leave');
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section className="cycles" aria-labelledby="cycles-heading">
      <h2 id="cycles-heading" className="cycles__heading">
        3-way swaps
      </h2>
      <p className="cycles__intro">
        Nobody here is an exact reverse of you, but the three of you can all move where you want.
      </p>
      <ul className="cycles__list">
        {cycles.map((cycle) => (
          <li key={cycle.id}>
            <CycleCard
              cycle={cycle}
              busy={joining || leaving}
              onJoin={() => onJoin(cycle)}
              onLeave={() => setConfirming(cycle)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title="Leave this 3-way swap?"
        confirmLabel="Leave"
        busy={leaving}
        onConfirm={confirmLeave}
        onCancel={() => setConfirming(null)}
      >
        <p>
          It will be called off for all three of you, and not offered again unless one of you changes their
          listing.
        </p>
      </ConfirmDialog>
    </section>
  );
}
