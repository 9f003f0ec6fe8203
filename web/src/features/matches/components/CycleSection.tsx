// The 3-way swaps above the match tabs (docs/decisions/040-three-way-swaps.md): the cards, "I'm in" and
// "Not for me", each asking first in the same dialog, since neither can be undone: leaving dissolves the
// swap for all three, and the third "I'm in" shares everyone's contact details (ADR 294).
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
  const [joiningCycle, setJoiningCycle] = useState<SwapCycle | null>(null);

  const failed = (error: unknown, what: string) => {
    showToast(
      errorCode(error) === 'NOT_FOUND'
        ? 'This 3-way swap is no longer available.'
        : `Failed to ${what}. Please try again.`,
      'error',
    );
    onChanged();
  };

  const confirmJoin = async () => {
    const cycle = joiningCycle;
    if (!cycle) return;
    try {
      const result = await join(cycle.id);
      showToast(joinToast(result.data?.joinCycle.status), 'success');
    } catch (error) {
      failed(error, 'join');
    } finally {
      setJoiningCycle(null);
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
        Three students, each moving into the next one’s place: all three of you get what you asked for.
      </p>
      <ul className="cycles__list">
        {cycles.map((cycle) => (
          <li key={cycle.id}>
            <CycleCard
              cycle={cycle}
              busy={joining || leaving}
              onJoin={() => setJoiningCycle(cycle)}
              onLeave={() => setConfirming(cycle)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={joiningCycle !== null}
        title="Join this 3-way swap?"
        confirmLabel="I’m in"
        busy={joining}
        onConfirm={confirmJoin}
        onCancel={() => setJoiningCycle(null)}
      >
        <p>
          Once all three of you are in, your contact details are shared with the other two. You cannot take
          that back.
        </p>
      </ConfirmDialog>
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
