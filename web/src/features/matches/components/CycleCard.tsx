// One 3-way swap card: who moves where, the three students and their halls (or permits), where consent
// stands, "I'm in" / "Not for me", and, once all three are in, the other two's contact details and the
// school's next step. Contact details exist only once the server says all three joined.
// Its fields are selected here, beside the screen that shows them (docs/decisions/107-web-match-card-cache.md).
import { BlockButton } from '../../../components/BlockButton.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { graphql } from '../../../gql/gql.ts';
import type { SwapCycleFieldsFragment } from '../../../gql/graphql.ts';
import { personFacts } from '../card-text.ts';
import { cycleTitle, joinStatus, moveLines } from '../cycle-text.ts';
import { ContactFacts } from '../../../components/ContactFacts.tsx';
import { NextStep } from '../../../components/NextStep.tsx';

export type SwapCycle = SwapCycleFieldsFragment;

export const SwapCycleFields = graphql(`
  fragment SwapCycleFields on SwapCycle {
    id
    type
    status
    connected
    joinedByMe
    joinedCount
    nextStep
    housingFormUrl
    members {
      position
      isMe
      listingId
      userName
      userAge
      userAcademicYear
      have
      place
      movesInto
      userEmail
      userInstagram
      userLinkedin
    }
  }
`);

interface Props {
  cycle: SwapCycle;
  busy: boolean;
  onJoin(): void;
  onLeave(): void;
}

export function CycleCard({ cycle, busy, onJoin, onLeave }: Props) {
  const titleId = `cycle-${cycle.id}-title`;
  const others = cycle.members.filter((m) => !m.isMe);
  return (
    <article className="cycle-card" aria-labelledby={titleId} data-testid="cycle-card">
      <p className="cycle-card__badge">3-way swap</p>
      <h3 id={titleId} className="cycle-card__title">
        {cycleTitle(cycle)}
      </h3>
      <ol className="cycle-card__moves" aria-label="Who moves where">
        {moveLines(cycle).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <ul className="cycle-card__people" aria-label="The three students">
        {cycle.members.map((m) => (
          <li key={m.position}>
            <span className="cycle-card__person-name">
              {m.isMe ? `${m.userName ?? 'You'} (you)` : m.userName}
            </span>
            <span className="cycle-card__person-facts">{personFacts(m, m.place)}</span>
            {m.isMe ? null : (
              <span className="cycle-card__person-actions">
                <BlockButton listingId={m.listingId} name={m.userName ?? 'this student'} />
                <ReportButton listingId={m.listingId} name={m.userName ?? 'this student'} />
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="cycle-card__status" role="status">
        {joinStatus(cycle)}
      </p>
      {cycle.connected ? (
        <section className="cycle-card__contacts" aria-label="Contact details">
          {others.map((m) => (
            <ContactFacts key={m.position} contact={m} label={`Contact details of ${m.userName}`}>
              <dt>Name</dt>
              <dd>{m.userName}</dd>
            </ContactFacts>
          ))}
          <NextStep text={cycle.nextStep} formUrl={cycle.housingFormUrl} className="match-card__next-step" />
        </section>
      ) : (
        <div className="match-card__actions">
          {cycle.joinedByMe ? null : (
            <button type="button" className="button button--primary" onClick={onJoin} disabled={busy}>
              I’m in
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onLeave} disabled={busy}>
            Not for me
          </button>
        </div>
      )}
    </article>
  );
}
