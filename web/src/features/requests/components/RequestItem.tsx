// One swap request: who, what they have and want, and what the viewer can do about it. Its fields are
// selected here, beside the screen that shows them (docs/decisions/107-web-match-card-cache.md).
import { Link } from 'react-router';
import { BlockButton } from '../../../components/BlockButton.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { SwapClaim } from '../../../components/SwapClaim.tsx';
import { graphql } from '../../../gql/gql.ts';
import type { SwapRequestFieldsFragment } from '../../../gql/graphql.ts';
import { yearLabel } from '../../../lib/year.ts';
import { paths } from '../../../paths.ts';
import { ContactFacts } from '../../../components/ContactFacts.tsx';
import { NextStep } from '../../../components/NextStep.tsx';

export type SwapRequestItem = SwapRequestFieldsFragment;

export const SwapRequestFields = graphql(`
  fragment SwapRequestFields on SwapRequest {
    ...OtherStudentFields
    listingId
    type
    have
    want
    when
    createdAt
    swap {
      ...SwapClaimFields
    }
  }
`);

interface Props {
  item: SwapRequestItem;
  kind: 'incoming' | 'outgoing' | 'connected';
  onRevealBack?(): void;
  busy?: boolean;
}

export function RequestItem({ item, kind, onRevealBack, busy }: Props) {
  const name = item.userName ?? 'A student';
  // a done swap says one thing: it is done (not "not active", not "agree on the details"; ADR 294)
  const swapped = kind === 'connected' && item.swap?.status === 'CLOSED';
  const person = [item.userAge ? String(item.userAge) : '', yearLabel(item.userAcademicYear ?? '')]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="request-item" data-testid={`request-${kind}`}>
      <h3 className="request-item__name">{name}</h3>
      {person ? <p className="request-item__person">{person}</p> : null}
      {item.have ? (
        <dl className="request-item__facts">
          <dt>Has</dt>
          <dd>{item.have}</dd>
          <dt>Wants</dt>
          <dd>{item.want}</dd>
        </dl>
      ) : swapped ? null : (
        <p className="request-item__person">Their listing is not active right now.</p>
      )}
      {kind === 'incoming' ? (
        item.listingId && onRevealBack ? (
          <button type="button" className="button button--primary" onClick={onRevealBack} disabled={busy}>
            Reveal back
          </button>
        ) : null
      ) : null}
      {kind === 'outgoing' ? <p className="request-item__person">Waiting for {name} to reveal too.</p> : null}
      {kind === 'connected' ? (
        <section aria-label={`Contact details of ${name}`}>
          <ContactFacts contact={item} className="request-item__facts" />
          {swapped ? null : (
            <NextStep text={item.nextStep} formUrl={item.housingFormUrl} className="request-item__next" />
          )}
          <SwapClaim listingId={item.listingId} name={name} swap={item.swap} />
          {swapped ? (
            <p className="request-item__next">
              The housing office's step and the record are on <Link to={paths.swaps}>Your swaps</Link>.
            </p>
          ) : null}
        </section>
      ) : null}
      {item.listingId ? (
        <div className="request-item__actions">
          <BlockButton listingId={item.listingId} name={name} />
          <ReportButton listingId={item.listingId} name={name} />
        </div>
      ) : null}
    </article>
  );
}
