// The weekly figures on /support (issue 24, docs/decisions/184-weekly-figures.md): per campus week
// (Monday to Sunday on the campus clock), the connections made and the swaps completed, by type and
// campus. A pair is counted once: under the one campus of its two listings, or both joined with ' ↔ '.
import type { ListingType, PrismaClient } from '@campus-swap/prisma/client';
import { campusDay } from '../notifications/policy.ts';
import { campusOf, pairCampus } from '../swap-record/campus.ts';

export const FIGURE_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One week's figures for a type and campus: what figureRow starts (ADR 247). */
export type WeeklyFigure = ReturnType<typeof figureRow>;

const figureRow = (
  /** the Monday the week starts on, YYYY-MM-DD on the campus clock */
  weekStart: string,
  type: ListingType,
  /** null when neither listing names one (e.g. a listing deleted since) */
  campus: string | null,
) => ({
  weekStart,
  type,
  campus,
  connections: 0,
  /** every swap done this week (pairs and 3-ways) */
  swapsCompleted: 0,
  pairSwapsDone: 0,
  threeWaySwapsDone: 0,
});

/** The Monday (YYYY-MM-DD) of the campus week `date` falls in. */
export function campusWeek(date: Date): string {
  const day = new Date(`${campusDay(date)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

type Pair = { a: string; b: string; at: Date };

/** The last `weeks` campus weeks (this one included), newest first; within a week by type, campus. */
export async function weeklyFigures(
  prisma: PrismaClient,
  now: Date = new Date(),
  weeks: number = FIGURE_WEEKS,
): Promise<WeeklyFigure[]> {
  const firstWeek = campusWeek(new Date(now.getTime() - (weeks - 1) * 7 * DAY_MS));
  // a day of margin for the campus clock; rows before firstWeek are dropped below
  const since = new Date(Date.parse(`${firstWeek}T00:00:00Z`) - DAY_MS);
  // a connection is made by the later of its two reveals
  const connections = await prisma.$queryRaw<Pair[]>`
    SELECT r1."userId" AS a, r1."targetUserId" AS b, GREATEST(r1."createdAt", r2."createdAt") AS at
    FROM "Reveal" r1
    JOIN "Reveal" r2 ON r2."userId" = r1."targetUserId" AND r2."targetUserId" = r1."userId"
    WHERE r1."userId" < r1."targetUserId" AND GREATEST(r1."createdAt", r2."createdAt") >= ${since}`;
  // a swap counts once, in the week it was done (ADR 294: pairs and 3-ways alike, told apart)
  const swaps = await prisma.swap.findMany({
    where: { state: 'DONE', doneAt: { gte: since } },
    select: { kind: true, type: true, campus: true, doneAt: true },
  });
  const users = [...new Set(connections.flatMap((c) => [c.a, c.b]))];
  const listings = users.length
    ? await prisma.listing.findMany({
        where: { userId: { in: users } },
        select: { userId: true, type: true, campusNow: true, permitNow: true },
      })
    : [];
  const listingOf = new Map(listings.map((l) => [l.userId, l]));

  const rows = new Map<string, WeeklyFigure>();
  const add = (
    at: Date,
    type: ListingType,
    campus: string | null,
    field: 'connections' | 'swapsCompleted' | 'pairSwapsDone' | 'threeWaySwapsDone',
  ) => {
    const weekStart = campusWeek(at);
    if (weekStart < firstWeek) return;
    const key = `${weekStart}|${type}|${campus ?? ''}`;
    let row = rows.get(key);
    if (!row) {
      row = figureRow(weekStart, type, campus);
      rows.set(key, row);
    }
    row[field] += 1;
  };
  for (const pair of connections) {
    const la = listingOf.get(pair.a) ?? null;
    const lb = listingOf.get(pair.b) ?? null;
    const type = la?.type ?? lb?.type;
    if (!type) continue; // both listings gone (accounts purged): nothing to file it under
    add(pair.at, type, pairCampus(campusOf(la), campusOf(lb)), 'connections');
  }
  for (const swap of swaps) {
    add(swap.doneAt!, swap.type, swap.campus, 'swapsCompleted');
    add(swap.doneAt!, swap.type, swap.campus, swap.kind === 'PAIR' ? 'pairSwapsDone' : 'threeWaySwapsDone');
  }
  return [...rows.values()].sort(
    (x, y) =>
      y.weekStart.localeCompare(x.weekStart) ||
      x.type.localeCompare(y.type) ||
      (x.campus ?? '').localeCompare(y.campus ?? ''),
  );
}
