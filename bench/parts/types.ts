import type { PrismaClient } from '@campus-swap/prisma/client';

/** One line of the summary: the ratio (or figure) against its aim, then what it was computed from. */
export type Figure = {
  name: string;
  ratio: number;
  aim: string;
  met: boolean;
  figure: string;
  baseline: string;
};

/** A figure whose aim is a bound on its ratio: `aim` prints the bound and `met` checks that very bound. */
export function againstAim(row: Omit<Figure, 'aim' | 'met'>, bound: '≥' | '≤', limit: number): Figure {
  return { ...row, aim: `${bound} ${limit}`, met: bound === '≥' ? row.ratio >= limit : row.ratio <= limit };
}

/** The PostgreSQL database the parts share, seeded with `listings` students. */
export type Shared = {
  databaseUrl: string;
  prisma: PrismaClient;
  /** the first students, whose requests the sequential measurements use */
  viewerIds: string[];
  /** every seeded student: load spreads over all of them, so no per-student limit is reached */
  studentIds: string[];
  listings: number;
};
