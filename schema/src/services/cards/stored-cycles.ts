// A student's stored 3-way swaps as the answers read them (docs/decisions/040-three-way-swaps.md): each
// cycle with its members, their listings and what an answer may read of each student. The cycle cards
// (cycles/offers.ts) are built from it, and the matches read (matching/seat-rows.ts) reads the same
// shape through its driver transaction (ADR 275).
import type { PrismaClient } from '@campus-swap/prisma/client';
import { OTHER_STUDENT_SELECT } from './other-student.ts';

const CYCLE_INCLUDE = {
  members: {
    orderBy: { position: 'asc' },
    include: {
      listing: true,
      user: { select: OTHER_STUDENT_SELECT },
    },
  },
} as const;

/** One stored cycle with its members, their listings and what an answer reads of each student. */
export type LoadedCycle = NonNullable<Awaited<ReturnType<typeof loadCycle>>>;
/** A student's stored live cycles as `loadViewerCycles` reads them (stale ones included). */
export type StoredCycles = LoadedCycle[];

/** The live (offered or connected) cycles the student is a member of, newest first. */
export function loadViewerCycles(prisma: Pick<PrismaClient, 'swapCycle'>, viewerId: string) {
  return prisma.swapCycle.findMany({
    where: { status: { in: ['OFFERED', 'CONNECTED'] }, members: { some: { userId: viewerId } } },
    include: CYCLE_INCLUDE,
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
}

/** One cycle by id, as `loadViewerCycles` reads each. */
export function loadCycle(prisma: PrismaClient, cycleId: string) {
  return prisma.swapCycle.findUnique({ where: { id: cycleId }, include: CYCLE_INCLUDE });
}
