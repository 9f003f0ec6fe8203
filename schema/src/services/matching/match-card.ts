// One match card: another student's listing as the viewer sees it, built the same way for the list of
// matches (./matches.ts) and for the card `reveal` answers with (docs/decisions/106-reveal-returns-the-card.md).
// The contact fields come only from otherStudent / contactFields (services/cards/other-student.ts).
import type { Listing, Prisma, PrismaClient, User } from '@campus-swap/prisma/client';
import { describeHave, describeWant } from '../cards/listing-text.ts';
import { OTHER_STUDENT_SELECT, otherStudent } from '../cards/other-student.ts';
import { revealStates } from '../reveal.ts';
import { isBlockedPair, isListed } from '../trust/visibility.ts';
import { compareRanked, type Evaluation, evaluate, type MatchableListing } from '../matching-index/score.ts';

/** One match card (the GraphQL `MatchCard`): what cardOf builds (ADR 247). */
export type MatchCard = ReturnType<typeof cardOf>;

/** What a card needs of a candidate listing's owner (Prisma `include`). */
export const CANDIDATE_INCLUDE = { user: { select: OTHER_STUDENT_SELECT } } as const;

type Candidate = Prisma.ListingGetPayload<{ include: typeof CANDIDATE_INCLUDE }>;

/** What a card needs of the owner (an email may come as null: the candidates query sends it only to a pair). */
type Owner = Pick<User, 'name' | 'age' | 'year' | 'instagram' | 'linkedin' | 'deletedAt' | 'suspendedAt'> & {
  email: string | null;
};
type CardListing = Pick<
  Listing,
  'id' | 'userId' | 'active' | 'hiddenAt' | 'moveWhen' | 'flexible' | 'notes' | 'createdAt' | 'updatedAt'
> &
  MatchableListing;

/** The rule for one candidate: null unless it is listed (visibility.ts), someone else's, and a match. */
export function evaluateCandidate(
  mine: Listing,
  candidate: CardListing,
  owner: Owner,
  viewerId: string,
): Evaluation | null {
  if (!isListed(candidate, owner) || candidate.userId === viewerId) return null;
  return evaluate(mine, candidate);
}

/** decisions.md §5's card order (`compareCards`) on cards. */
export function compareMatchCards(x: MatchCard, y: MatchCard): number {
  return compareRanked(x, x.why.exactReverse, y, y.why.exactReverse);
}

/** The card of an evaluated candidate, given who revealed to whom (`revealStates`). */
export function toCard(
  candidate: Candidate,
  evaluation: Evaluation,
  states: { byMe: ReadonlySet<string>; byThem: ReadonlySet<string> },
): MatchCard {
  const revealedByMe = states.byMe.has(candidate.userId);
  const revealedToMe = states.byThem.has(candidate.userId);
  return cardOf(candidate, candidate.user, evaluation, revealedByMe, revealedToMe);
}

/** The card of an evaluated candidate and its owner, given who revealed to whom. */
export function cardOf(
  candidate: CardListing,
  owner: Owner,
  evaluation: Evaluation,
  revealedByMe: boolean,
  revealedToMe: boolean,
) {
  return {
    /** the candidate listing's id (what reveal takes) */
    id: candidate.id,
    type: candidate.type,
    score: evaluation.score,
    why: evaluation.why,
    category: evaluation.category,
    when: candidate.moveWhen,
    flexible: candidate.flexible,
    notes: candidate.notes,
    have: describeHave(candidate),
    want: describeWant(candidate),
    createdAt: candidate.createdAt,
    /** when the other student last changed their listing: a recent date says they are still looking */
    updatedAt: candidate.updatedAt,
    revealedByMe,
    /** the other student revealed interest in the viewer (an incoming request) */
    revealedToMe,
    ...otherStudent(owner, revealedByMe && revealedToMe, candidate.type),
  };
}

/**
 * The card of one listing as the viewer sees it now, or null when it is not one of their matches (they
 * have no active listing, or this listing is gone, theirs, blocked, or no longer fits theirs).
 */
export async function matchCardFor(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
): Promise<MatchCard | null> {
  const [mine, candidate] = await Promise.all([
    prisma.listing.findUnique({ where: { userId: viewerId } }),
    prisma.listing.findUnique({ where: { id: listingId }, include: CANDIDATE_INCLUDE }),
  ]);
  if (!mine?.active || !candidate) return null;
  const evaluation = evaluateCandidate(mine, candidate, candidate.user, viewerId);
  if (!evaluation || (await isBlockedPair(prisma, viewerId, candidate.userId))) return null;
  return toCard(candidate, evaluation, await revealStates(prisma, viewerId, [candidate.userId]));
}
