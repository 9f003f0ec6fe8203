// "We swapped" on a connected match card or request (docs/decisions/183-we-swapped.md): either student
// says it, the other confirms or disputes it; confirmed, or 7 days without a dispute, both listings
// close. Below the card's action row, so that row keeps fitting a 320 px phone.
import { useState } from 'react';
import { graphql } from '../gql/gql.ts';
import type { SwapClaimFieldsFragment } from '../gql/graphql.ts';
import { messageOr, readApiError } from '../lib/api-errors.ts';
import { mediumDate } from '../lib/medium-date.ts';
import { useSwapClaim } from '../lib/swaps.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useToast } from './Toast.tsx';

// What this component reads of a claim, spread by the match card's and the request's fragments and by
// the claim's mutations, so the selection and its type are written once (ADR 247).
export const SwapClaimFields = graphql(`
  fragment SwapClaimFields on SwapClaim {
    status
    claimedByMe
    closesAt
  }
`);

export type SwapClaimState = SwapClaimFieldsFragment;

interface Props {
  /** the other student's listing id */
  listingId: string | null;
  name: string;
  swap: SwapClaimState | null | undefined;
}

export function SwapClaim({ listingId, name, swap }: Props) {
  const { showToast } = useToast();
  const { swapped, dispute, busy } = useSwapClaim();
  const [open, setOpen] = useState(false);
  // "Confirm swap" closes both listings: it asks first, in the same dialog as "We swapped" (ADR 294)
  const [confirming, setConfirming] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast(done, 'info');
    } catch (error) {
      showToast(messageOr(readApiError(error), 'That did not work. Please try again.'), 'error');
    }
    setOpen(false);
    setConfirming(false);
  };

  if (swap?.status === 'CLOSED') {
    return (
      <p className="swap-claim" data-testid="swap-claim" data-status="CLOSED">
        Swapped. Both listings are closed.
      </p>
    );
  }
  if (!listingId) return null;
  const confirmClaim = () => run(() => swapped(listingId), `Swap confirmed. Both listings are closed.`);
  const claimAgain = (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => setOpen(true)}
      disabled={busy}
    >
      We swapped
    </button>
  );

  let body: React.ReactNode;
  if (!swap) body = claimAgain;
  else if (swap.status === 'CLAIMED' && swap.claimedByMe) {
    const closes = swap.closesAt ? ` or on ${mediumDate(new Date(swap.closesAt))}` : '';
    body = (
      <p className="swap-claim__text">
        You said you swapped. Both listings close when {name} confirms{closes}, unless {name} disputes it.
      </p>
    );
  } else if (swap.status === 'CLAIMED') {
    body = (
      <>
        <p className="swap-claim__text">{name} says you swapped.</p>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setConfirming(true)}
          disabled={busy}
        >
          Confirm swap
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => run(() => dispute(listingId), `You told us you did not swap with ${name}.`)}
          disabled={busy}
        >
          We didn't swap
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p className="swap-claim__text">
          {swap.claimedByMe ? `${name} says you did not swap.` : `You said you did not swap with ${name}.`}
        </p>
        {claimAgain}
      </>
    );
  }

  return (
    <div className="swap-claim" data-testid="swap-claim" data-status={swap?.status ?? 'NONE'}>
      {body}
      <ConfirmDialog
        open={open}
        title={`Did you swap with ${name}?`}
        confirmLabel="We swapped"
        busy={busy}
        onConfirm={() => run(() => swapped(listingId), `Thanks! ${name} can confirm it on their card.`)}
        onCancel={() => setOpen(false)}
      >
        <p>
          {name} confirms it on their card, and then both your listings close. If {name} neither confirms nor
          disputes it, they close in 7 days.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        title={`Confirm your swap with ${name}?`}
        confirmLabel="Confirm swap"
        busy={busy}
        onConfirm={confirmClaim}
        onCancel={() => setConfirming(false)}
      >
        <p>Both your listings close and leave everyone’s matches. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
