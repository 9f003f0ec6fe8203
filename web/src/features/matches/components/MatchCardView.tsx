// One match card: score, why badges, timing, the person (name, age, year), what they have and want, and
// the reveal / contact actions. Contact details exist only once both students revealed.
// The card's fields are selected here, beside the screen that shows them (docs/decisions/107-web-match-card-cache.md):
// a new field is added to this fragment, and the queries that spread it (api/) follow.
import { BlockButton } from '../../../components/BlockButton.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { SwapClaim } from '../../../components/SwapClaim.tsx';
import { graphql } from '../../../gql/gql.ts';
import type { MatchCardFieldsFragment } from '../../../gql/graphql.ts';
import { isInterested, mediumDate, personFacts, whyBadges } from '../card-text.ts';
import { ContactFacts } from '../../../components/ContactFacts.tsx';
import { NextStep } from '../../../components/NextStep.tsx';

export type MatchCard = MatchCardFieldsFragment;

export const MatchCardFields = graphql(`
  fragment MatchCardFields on MatchCard {
    ...OtherStudentFields
    id
    type
    score
    category
    why {
      exactReverse
      sameDormOrLot
      sameCampus
    }
    when
    flexible
    notes
    have
    want
    revealedByMe
    revealedToMe
    createdAt
    updatedAt
    swap {
      ...SwapClaimFields
    }
  }
`);

interface Props {
  card: MatchCard;
  contactOpen: boolean;
  onToggleContact(): void;
  onReveal(): void;
  revealing: boolean;
}

export function MatchCardView({ card, contactOpen, onToggleContact, onReveal, revealing }: Props) {
  const nameId = `match-${card.id}-name`;
  const contactId = `match-${card.id}-contact`;
  const badges = whyBadges(card.why, card.type);
  const score = Math.max(0, Math.min(100, Math.round(card.score)));
  const person = personFacts(card);
  const name = card.userName ?? 'A student';
  const interested = isInterested(card);

  return (
    <article className="match-card" aria-labelledby={nameId} data-testid="match-card">
      <div className="match-card__head">
        <div>
          <h3 id={nameId} className="match-card__name">
            {name}
          </h3>
          {person ? <p className="match-card__person">{person}</p> : null}
          {interested ? (
            <p className="match-card__interested" data-testid="interested-in-you">
              Interested in you
            </p>
          ) : null}
        </div>
        <p className="match-card__score" role="img" aria-label={`Match score ${score} out of 100`}>
          <span className="match-card__score-value">{score}</span>
          <span className="match-card__score-unit">% match</span>
        </p>
      </div>
      {badges.length > 0 ? (
        <ul className="match-card__badges" aria-label="Why it matches">
          {badges.map((badge) => (
            <li
              key={badge}
              className={`pill match-badge${badge === 'Exact reverse' ? ' pill--success' : ''}`}
            >
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="match-card__facts">
        <dt>Has</dt>
        <dd>{card.have}</dd>
        <dt>Wants</dt>
        <dd>{card.want}</dd>
        <dt>Timing</dt>
        <dd>
          {card.when ?? 'Not given'}
          {card.flexible ? ' · flexible' : ''}
        </dd>
        <dt>Updated</dt>
        <dd>{mediumDate(new Date(card.updatedAt))}</dd>
        {card.notes ? (
          <>
            <dt>Notes</dt>
            <dd>{card.notes}</dd>
          </>
        ) : null}
      </dl>
      <div className="match-card__actions">
        {card.connected ? (
          <button
            type="button"
            className="button button--primary"
            aria-expanded={contactOpen}
            aria-controls={contactId}
            onClick={onToggleContact}
          >
            {contactOpen ? 'Hide Contact Info' : 'See Contact Info'}
          </button>
        ) : card.revealedByMe ? (
          <p className="match-card__waiting">You revealed interest. Waiting for {name} to reveal too.</p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={onReveal}
            disabled={revealing}
            aria-describedby={nameId}
          >
            {interested ? 'Reveal back' : 'Reveal'}
          </button>
        )}
        <BlockButton listingId={card.id} name={name} />
        <ReportButton listingId={card.id} name={name} />
      </div>
      {card.connected ? <SwapClaim listingId={card.id} name={name} swap={card.swap} /> : null}
      {card.connected && contactOpen ? (
        <section id={contactId} className="match-card__contact" aria-label={`Contact details of ${name}`}>
          <ContactFacts contact={card} />
          <NextStep text={card.nextStep} formUrl={card.housingFormUrl} className="match-card__next-step" />
        </section>
      ) : null}
    </article>
  );
}
