// The words and links of one match card that the screen makes from the server's fields.
import type { MatchCardFieldsFragment, RevealStatus } from '../../gql/graphql.ts';
import { yearLabel } from '../../lib/year.ts';

/** Why a card matched, as the card's fragment selects it (codegen's type, ADR 247). */
export type Why = MatchCardFieldsFragment['why'];

/** The why badges of a card, most telling first. "Same dorm/lot" reads "Same dorm" or "Same lot" by type. */
export function whyBadges(why: Why, type: string): string[] {
  const badges: string[] = [];
  if (why.exactReverse) badges.push('Exact reverse');
  if (why.sameDormOrLot) badges.push(type === 'PARKING' ? 'Same lot' : 'Same dorm');
  if (why.sameCampus) badges.push('Same campus');
  return badges;
}

// mediumDate lives in lib (the swap claim uses it too); kept importable from here for the card's text
export { mediumDate } from '../../lib/medium-date.ts';

/** "20 · Junior", then any further facts (a 3-way swap card adds the member's hall or permit). */
export function personFacts(
  person: { userAge: number | null; userAcademicYear: string | null },
  ...more: string[]
): string {
  return [person.userAge ? String(person.userAge) : '', yearLabel(person.userAcademicYear ?? ''), ...more]
    .filter(Boolean)
    .join(' · ');
}

/**
 * "Interested in you": they revealed and the viewer has not, an incoming request answered by revealing
 * back. The server's `MatchResult.interestedCount` counts the same cards.
 */
export function isInterested(card: { revealedToMe: boolean; revealedByMe: boolean; connected: boolean }) {
  return card.revealedToMe && !card.revealedByMe && !card.connected;
}

/** Reveal result (the RevealStatus enum): 'connected' means both revealed; else waiting (spec §4). */
export function revealToast(status: RevealStatus | null | undefined): string {
  return status === 'connected'
    ? 'Contact information shared! You can now reach out.'
    : 'You revealed interest! Waiting for them to reveal too.';
}
