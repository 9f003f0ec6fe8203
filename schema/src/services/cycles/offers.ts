// What a student sees of 3-way swaps and what they can do (docs/decisions/040-three-way-swaps.md):
// the cycles of their listing as cards (offered by the writes that make them possible, offer-through.ts,
// so a read writes nothing and a new cycle shows up on each member's next load), "I'm in" and "leave". Contact details
// of the other two come only from contactFields (cards/other-student.ts), and only once all three joined.
import type { PrismaClient } from '@campus-swap/prisma/client';
import type { Services } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { describeHave } from '../cards/listing-text.ts';
import { contactFields } from '../cards/other-student.ts';
import { type LoadedCycle, loadCycle, loadViewerCycles, type StoredCycles } from '../cards/stored-cycles.ts';
import { openCycleSwap } from '../swap-record/record.ts';
import { offerThrough } from './offer-through.ts';
import { dissolveStale } from './store.ts';
import { isUuid } from '../../ids.ts';

export const CYCLE_NEXT_STEP = {
  DORM:
    "You're all in! Agree on the details together, then each of you submits the Rutgers housing office's " +
    'room-swap form (Residence Life) naming the room you move into. Nothing changes until the housing ' +
    'office approves all three moves.',
  PARKING:
    "You're all in! Agree on the details together, then each of you files a zone-change request with " +
    'Rutgers Transportation Services for the permit you take over. Nothing changes until Transportation ' +
    'Services approves it.',
} as const;

// The card's and its members' shapes are what toCard builds (ADR 247): the SwapCycle and
// SwapCycleMember GraphQL types check each field they expose against it.
export type SwapCycleCard = ReturnType<typeof toCard>;
export type SwapCycleMemberView = SwapCycleCard['members'][number];

function gone(): AppError {
  return new AppError('NOT_FOUND', { message: 'This 3-way swap is no longer available.' });
}

/** The card of one cycle as `viewerId` sees it: the viewer first, then around the cycle. */
function toCard(cycle: LoadedCycle, viewerId: string) {
  const connected = cycle.status === 'CONNECTED';
  const at = cycle.members.findIndex((m) => m.userId === viewerId);
  const ring = [0, 1, 2].map((k) => cycle.members[(at + k) % 3]!);
  const members = ring.map((m, k) => ({
    /** 0 is the viewer; 1 is the student whose room the viewer takes; 2 takes the viewer's room */
    position: k,
    isMe: k === 0,
    listingId: m.listingId,
    userName: m.user.name,
    userAge: m.user.age,
    userAcademicYear: m.user.year,
    /** what this member has now (their room or permit) */
    have: describeHave(m.listing),
    /** the hall (DORM) or permit (PARKING) this member has now */
    place: (m.listing.type === 'DORM' ? m.listing.dormNow : m.listing.permitNow) ?? '',
    /** what this member moves into: the next member's have */
    movesInto: describeHave(ring[(k + 1) % 3]!.listing),
    /** all three joined: the contact fields are shown (not a GraphQL field; schema/src/visibility.ts reads it) */
    connected,
    ...contactFields(m.user, connected),
  }));
  return {
    id: cycle.id,
    type: cycle.type,
    status: connected ? ('CONNECTED' as const) : ('OFFERED' as const),
    connected,
    joinedByMe: !!ring[0]!.joinedAt,
    /** how many of the three said "I'm in" (not who) */
    joinedCount: cycle.members.filter((m) => m.joinedAt).length,
    members,
    createdAt: cycle.createdAt,
    nextStep: connected ? CYCLE_NEXT_STEP[cycle.type] : null,
    /** the next step names the housing office's form (rooms): the card links it when the app knows it (ADR 315) */
    namesHousingForm: connected && cycle.type === 'DORM',
  };
}

/**
 * Whether a stored cycle still stands, by the rule dissolveStale applies in the database (store.ts):
 * reads skip the ones that went stale and leave their removal to the writes that made them stale and
 * to the 10-minute job, so that a read writes nothing (ADR 150). A cycle with a suspended member is
 * not shown either, connected or not, but is kept: it is back when the suspension is lifted (ADR 284;
 * an offered one dissolves anyway, since suspending stamps the listing).
 */
function stands(cycle: LoadedCycle): boolean {
  if (cycle.members.length < 3 || cycle.members.some((m) => m.user.deletedAt || m.user.suspendedAt))
    return false;
  if (cycle.status === 'CONNECTED') return true;
  return cycle.members.every(
    (m) =>
      m.listing.active &&
      m.listing.updatedAt.getTime() === m.listingUpdatedAt.getTime() &&
      m.listing.userId === m.userId,
  );
}

/**
 * The viewer's 3-way swaps that still stand. `stored`: the viewer's cycles as the matches read already
 * loaded them (loadViewerCycles, in its transaction); without it they are read here. Never writes:
 * new cycles are offered by the writes that make them possible (offer-through.ts, ADR 270).
 */
export async function cyclesForViewer(
  prisma: PrismaClient,
  viewerId: string,
  stored?: StoredCycles,
): Promise<SwapCycleCard[]> {
  const cycles = (stored ?? (await loadViewerCycles(prisma, viewerId))).filter(stands);
  return cycles.map((cycle) => toCard(cycle, viewerId));
}

/** A live cycle the viewer is a member of, after dissolving it if it went stale; else NOT_FOUND. */
async function memberCycle(prisma: PrismaClient, viewerId: string, cycleId: string): Promise<LoadedCycle> {
  if (!isUuid(cycleId)) throw gone();
  await dissolveStale(prisma, { cycleId });
  const cycle = await loadCycle(prisma, cycleId);
  if (!cycle || cycle.status === 'DECLINED' || !cycle.members.some((m) => m.userId === viewerId))
    throw gone();
  // a suspended member's cycle answers as a gone one (its card would carry their contacts)
  if (!stands(cycle)) throw gone();
  return cycle;
}

/**
 * "I'm in". Idempotent. The cycle is connected once all three joined: each join commits before its
 * check, so of three joining at once the last check sees all three (as with reveal, ADR 023).
 */
export async function joinCycle(
  prisma: PrismaClient,
  viewerId: string,
  cycleId: string,
): Promise<{ status: 'connected' | 'pending'; cycle: SwapCycleCard }> {
  await memberCycle(prisma, viewerId, cycleId);
  await prisma.swapCycleMember.updateMany({
    where: { cycleId, userId: viewerId, joinedAt: null },
    data: { joinedAt: new Date() },
  });
  await prisma.$executeRaw`
    UPDATE "SwapCycle" SET "status" = 'CONNECTED', "connectedAt" = now() AT TIME ZONE 'UTC'
    WHERE "id" = ${cycleId}::uuid AND "status" = 'OFFERED'
      AND (SELECT count(*) FROM "SwapCycleMember" WHERE "cycleId" = ${cycleId}::uuid AND "joinedAt" IS NOT NULL) = 3`;
  // all three in: the 3-way's swap starts (ADR 294); whichever join sees it connected opens it
  await openCycleSwap(prisma, cycleId, new Date());
  const cycle = await memberCycle(prisma, viewerId, cycleId);
  return { status: cycle.status === 'CONNECTED' ? 'connected' : 'pending', cycle: toCard(cycle, viewerId) };
}

/**
 * Withdraws from an offered cycle, which dissolves it for all three (it is not offered again until one
 * of the three listings changes). A connected cycle cannot be left: the contacts are already shared.
 */
export async function leaveCycle(
  services: Pick<Services, 'prisma' | 'matchingIndex'>,
  viewerId: string,
  cycleId: string,
): Promise<void> {
  const { prisma } = services;
  const cycle = await memberCycle(prisma, viewerId, cycleId);
  const { count } = await prisma.swapCycle.updateMany({
    where: { id: cycle.id, status: 'OFFERED' },
    data: { status: 'DECLINED' },
  });
  if (count === 0) {
    throw new AppError('CONFLICT', {
      message:
        'All three of you are already in, so contact details are shared. Talk to the others to call it off.',
    });
  }
  // the three have a place back: other cycles through them may take it (this set stays declined);
  // the leaver's is searched now, the other two's by the 10-minute job (ADR 270)
  await offerThrough(
    services,
    cycle.members.filter((m) => m.userId === viewerId).map((m) => m.listingId),
  );
}
