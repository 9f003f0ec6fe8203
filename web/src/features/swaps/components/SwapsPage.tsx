// /swaps, "Your swaps" (docs/decisions/294-one-swap-after-the-match.md): every swap of the student, of
// two or three, from connected to done or called off, newest first. A done swap stays here as the
// record of whom the student swapped with.
import { Link } from 'react-router';
import { SkeletonList } from '../../../components/Skeleton.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { useMySwaps, useSwapActions } from '../api/swaps.ts';
import { SwapCard } from './SwapCard.tsx';
import '../swaps.css';

export function SwapsPage() {
  usePageTitle('Your swaps');
  const { showToast } = useToast();
  const { data, loading, refetch } = useMySwaps();
  const { sayDone, callOff, busy } = useSwapActions();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast(done, 'success');
    } catch (error) {
      showToast(messageOr(readApiError(error), 'That did not work. Please try again.'), 'error');
      refetch().catch(() => {});
    }
  };

  const swaps = data?.mySwaps;
  return (
    <div className="page page--narrow swaps-page">
      <p>
        <Link to={paths.matches}>Back to matches</Link>
      </p>
      <h1>Your swaps</h1>
      {!swaps && loading ? <SkeletonList count={2} label="Loading your swaps" /> : null}
      {swaps && swaps.length === 0 ? (
        <p>No swaps yet. Once you and another student both reveal, your swap shows here.</p>
      ) : null}
      <ul className="swaps-list">
        {(swaps ?? []).map((swap) => (
          <li key={swap.id}>
            <SwapCard
              swap={swap}
              busy={busy}
              onDone={() => run(() => sayDone(swap.id), 'Thanks! The others are asked to confirm.')}
              onCallOff={() => run(() => callOff(swap.id), 'The swap is called off. The others are told.')}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
