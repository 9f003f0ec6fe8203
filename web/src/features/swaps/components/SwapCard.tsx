// One swap as its member sees it (docs/decisions/294-one-swap-after-the-match.md): where it stands, who
// moves into what, the others' contact details while it is on, the school's step (with the housing
// office's link when the app knows it), why it was called off, and "We swapped" / "Call off", each
// asking first in the same dialog, since neither can be undone.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ContactFacts } from '../../../components/ContactFacts.tsx';
import { graphql } from '../../../gql/gql.ts';
import type { SwapCardFieldsFragment } from '../../../gql/graphql.ts';
import { NextStep } from '../../../components/NextStep.tsx';

export type SwapCardSwap = SwapCardFieldsFragment;

export const SwapCardFields = graphql(`
  fragment SwapCardFields on Swap {
    id
    kind
    type
    state
    headline
    closesAt
    saidDoneByMe
    doneCount
    memberCount
    callOffWords
    nextStep
    housingFormUrl
    members {
      position
      isMe
      userName
      have
      movesInto
      saidDone
      connected
      userEmail
      userInstagram
      userLinkedin
    }
  }
`);

const STATE_TEXT: Record<SwapCardSwap['state'], string> = {
  CONNECTED: 'Connected: contact details are shared.',
  CLAIMED: 'Said done: waiting for everyone to confirm.',
  DONE: 'Done.',
  CALLED_OFF: 'Called off.',
};

type Asking = 'done' | 'callOff' | null;

interface Props {
  swap: SwapCardSwap;
  busy: boolean;
  onDone(): Promise<void>;
  onCallOff(): Promise<void>;
}

export function SwapCard({ swap, busy, onDone, onCallOff }: Props) {
  const [asking, setAsking] = useState<Asking>(null);
  const live = swap.state === 'CONNECTED' || swap.state === 'CLAIMED';
  const others = swap.members.filter((m) => !m.isMe);
  const names = others.map((m) => m.userName).join(' and ');
  const titleId = `swap-${swap.id}-title`;
  const confirm = async () => {
    try {
      await (asking === 'done' ? onDone() : onCallOff());
    } finally {
      setAsking(null);
    }
  };
  return (
    <article className="swap-card" aria-labelledby={titleId} data-testid="swap-card" data-state={swap.state}>
      <p className="swap-card__badge">{swap.kind === 'THREE_WAY' ? '3-way swap' : 'Swap'}</p>
      <h2 id={titleId} className="swap-card__title">
        {swap.headline}
      </h2>
      <p className="swap-card__state" role="status">
        {swap.state === 'CALLED_OFF' ? swap.callOffWords : STATE_TEXT[swap.state]}
        {swap.state === 'CLAIMED' ? ` ${swap.doneCount} of ${swap.memberCount} said so.` : ''}
      </p>
      <ul className="swap-card__moves" aria-label="Who moves into what">
        {swap.members.map((m) => (
          <li key={m.position}>
            {m.isMe ? 'You' : m.userName} {m.isMe ? 'move' : 'moves'} into {m.movesInto || 'their new place'}
          </li>
        ))}
      </ul>
      {live || swap.state === 'DONE'
        ? others
            .filter((m) => m.connected)
            .map((m) => (
              <ContactFacts
                key={m.position}
                className="swap-card__contacts"
                label={`Contact details of ${m.userName}`}
                contact={m}
              >
                <dt>Name</dt>
                <dd>{m.userName}</dd>
              </ContactFacts>
            ))
        : null}
      <NextStep text={swap.nextStep} formUrl={swap.housingFormUrl} className="swap-card__next-step" />
      {live ? (
        <div className="swap-card__actions">
          {swap.saidDoneByMe ? null : (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => setAsking('done')}
            >
              {swap.state === 'CLAIMED' ? 'Confirm swap' : 'We swapped'}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setAsking('callOff')}
          >
            Call off
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'done' ? `Did you swap with ${names}?` : `Call off your swap with ${names}?`}
        confirmLabel={asking === 'done' ? 'Yes, we swapped' : 'Call off'}
        danger={asking === 'callOff'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking === 'done'
            ? 'Once everyone in it says so, the swap is done and your listings close. This cannot be undone.'
            : 'Everyone in it is told, and nobody sees the contact details any more. This cannot be undone.'}
        </p>
      </ConfirmDialog>
    </article>
  );
}
