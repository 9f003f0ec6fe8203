// What each member sees of a swap (docs/decisions/294-one-swap-after-the-match.md): one state for all
// of them; the others by name (a deleted or suspended one as "(account deleted)", one blocked either
// way with no name: ADR 180, 284), what each gives and moves into, contact details only while the
// swap is live or done and only of members still here, and why it was called off in words that say
// nothing private. "Your swaps" (`mySwaps`) is every swap of the viewer, newest first.
import type { PrismaClient, SwapCallOffReason, User } from '@campus-swap/prisma/client';
import { LISTING_INACTIVITY_DAYS } from '../../constants.ts';
import { contactFields, NEXT_STEP, OTHER_STUDENT_SELECT } from '../cards/other-student.ts';
import type { SwapWithMembers } from '../swap-record/record.ts';
import { blockedUserIds } from '../trust/blocks.ts';
import { DAY_MS, SWAP_CLOSE_DAYS } from './finish.ts';

/** The reason a member is shown: never which of the stored reasons it was (a block is silent, ADR 283). */
export type CallOffShown = 'MEMBER_CALLED_OFF' | 'LISTING_CLOSED' | 'ACCOUNT_CLOSED';

const SHOWN_REASON: Record<SwapCallOffReason, CallOffShown> = {
  MEMBER: 'MEMBER_CALLED_OFF',
  // a block reads as the blocker calling it off: to the blocked student it is exactly that
  BLOCKED: 'MEMBER_CALLED_OFF',
  DEACTIVATED: 'LISTING_CLOSED',
  EXPIRED: 'LISTING_CLOSED',
  SWAPPED_ELSEWHERE: 'LISTING_CLOSED',
  DELETED: 'ACCOUNT_CLOSED',
  // others see a suspended student as a deleted one (ADR 284)
  SUSPENDED: 'ACCOUNT_CLOSED',
};

/** The words for a called-off swap, as the viewer reads them. */
export function callOffWords(reason: SwapCallOffReason, byMe: boolean, kind: 'PAIR' | 'THREE_WAY'): string {
  if (byMe) {
    if (reason === 'DEACTIVATED') return 'Called off: you closed your listing.';
    if (reason === 'EXPIRED')
      return `Called off: your listing expired after ${LISTING_INACTIVITY_DAYS} days without a visit.`;
    if (reason === 'SWAPPED_ELSEWHERE') return 'Called off: your listing closed with another swap.';
    if (reason === 'DELETED' || reason === 'SUSPENDED') return 'Called off: your account was closed.';
    return 'You called off this swap.';
  }
  const pair = kind === 'PAIR';
  switch (SHOWN_REASON[reason]) {
    case 'MEMBER_CALLED_OFF':
      return pair ? 'The other student called off this swap.' : 'One of the others called off this swap.';
    case 'LISTING_CLOSED':
      return pair
        ? "Called off: the other student's listing is no longer available."
        : "Called off: one of the others' listings is no longer available.";
    default:
      return pair
        ? "Called off: the other student's account was closed."
        : "Called off: one of the others' accounts was closed.";
  }
}

/** The school's step once done: what each member still files, and the form's link when it is set. */
export const DONE_STEP = {
  DORM:
    "You swapped! Now each of you submits the Rutgers housing office's room-swap form (Residence Life), " +
    'naming the room you move into. Nothing changes until the housing office approves it.',
  PARKING:
    'You swapped! Now each of you files a zone-change request with Rutgers Transportation Services. ' +
    'Nothing changes until Transportation Services approves it.',
} as const;

type Person = Pick<
  User,
  'id' | 'name' | 'age' | 'year' | 'email' | 'instagram' | 'linkedin' | 'deletedAt' | 'suspendedAt'
>;

/** One swap as `viewerId` sees it: what swapViewOf builds (ADR 247). */
export type SwapView = ReturnType<typeof swapViewOf>;

export function swapViewOf(
  swap: SwapWithMembers,
  viewerId: string,
  people: ReadonlyMap<string, Person>,
  blocked: ReadonlySet<string>,
) {
  const n = swap.members.length;
  const mine = swap.members.find((m) => m.userId === viewerId);
  const start = mine ? swap.members.indexOf(mine) : 0;
  const shared = swap.state !== 'CALLED_OFF';
  const members = swap.members.map((_, k) => {
    const member = swap.members[(start + k) % n]!;
    const next = swap.members[(start + k + 1) % n]!;
    const isMe = member.userId === viewerId;
    const person = member.userId ? people.get(member.userId) : undefined;
    const gone = !person || !!person.deletedAt || !!person.suspendedAt;
    const hidden = !isMe && !!member.userId && blocked.has(member.userId);
    const connected = isMe || (shared && !gone && !hidden);
    return {
      position: member.position,
      isMe,
      /** who they are to the viewer: their name, "(account deleted)", or "a former member" (blocked) */
      userName: gone ? '(account deleted)' : hidden ? 'A former member' : (person.name ?? ''),
      accountDeleted: gone,
      have: member.have,
      movesInto: next.have,
      saidDone: !!member.doneAt,
      connected,
      ...contactFields(
        person ?? { email: null, instagram: null, linkedin: null },
        connected && !gone && !hidden,
      ),
    };
  });
  const partners = members.filter((m) => !m.isMe).map((m) => m.userName);
  const byMe = swap.calledOffById === viewerId;
  return {
    id: swap.id,
    kind: swap.kind,
    type: swap.type,
    state: swap.state,
    createdAt: swap.createdAt,
    claimedAt: swap.claimedAt,
    closesAt:
      swap.state === 'CLAIMED' && swap.claimedAt
        ? new Date(swap.claimedAt.getTime() + SWAP_CLOSE_DAYS * DAY_MS)
        : null,
    doneAt: swap.doneAt,
    calledOffAt: swap.calledOffAt,
    saidDoneByMe: !!mine?.doneAt,
    doneCount: swap.members.filter((m) => m.doneAt).length,
    memberCount: n,
    callOffReason: swap.callOffReason ? SHOWN_REASON[swap.callOffReason] : null,
    callOffWords: swap.callOffReason ? callOffWords(swap.callOffReason, byMe, swap.kind) : null,
    /** "You swapped with …" once done */
    headline:
      swap.state === 'DONE'
        ? `You swapped with ${partners.join(' and ')}.`
        : swap.state === 'CALLED_OFF'
          ? `Called off: your swap with ${partners.join(' and ')}.`
          : `Your swap with ${partners.join(' and ')}.`,
    nextStep: swap.state === 'DONE' ? DONE_STEP[swap.type] : shared ? NEXT_STEP[swap.type] : null,
    /** the step names the housing office's form: a room swap that is live or done (ADR 315) */
    namesHousingForm: swap.type === 'DORM' && shared,
    members,
  };
}

/** Views of `swaps` for the viewer, with one query for the people and one for the viewer's blocks. */
export async function viewsOf(
  prisma: Pick<PrismaClient, 'user' | 'block'>,
  viewerId: string,
  swaps: SwapWithMembers[],
): Promise<SwapView[]> {
  const ids = [
    ...new Set(swaps.flatMap((s) => s.members.map((m) => m.userId)).filter((id): id is string => !!id)),
  ];
  const [people, blocked] = await Promise.all([
    ids.length ? prisma.user.findMany({ where: { id: { in: ids } }, select: OTHER_STUDENT_SELECT }) : [],
    blockedUserIds(prisma, viewerId),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return swaps.map((swap) => swapViewOf(swap, viewerId, byId, blocked));
}

/** "Your swaps": every swap of the viewer, newest first. */
export async function mySwaps(prisma: PrismaClient, viewerId: string) {
  const swaps = await prisma.swap.findMany({
    where: { members: { some: { userId: viewerId } } },
    include: { members: { orderBy: { position: 'asc' } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return viewsOf(prisma, viewerId, swaps);
}
