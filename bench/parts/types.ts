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
