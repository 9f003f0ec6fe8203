// The matches read in one statement (ADR 250): the viewer's row (viewer-row.ts: listing, blocks, a
// live 3-way swap seat) and the candidate listings the index found for the listing it holds of theirs
// (candidate-rows.ts), as one UNION ALL. Run on its own, it is one transaction and one round trip,
// where BEGIN, the viewer's row, the candidates and COMMIT were four; at PostgreSQL's default READ
// COMMITTED each of those statements read its own snapshot anyway, and this one reads a single one.
import type { PrismaClient } from '@campus-swap/prisma/client';
import {
  CANDIDATE_EXTRA_KEYS,
  CANDIDATE_EXTRAS,
  CANDIDATES_FROM,
  type CandidateRow,
} from './candidate-rows.ts';
import { listingColumns } from './listing-columns.ts';
import {
  sideOf,
  VIEWER_EXTRAS,
  VIEWER_FROM,
  VIEWER_PEERS,
  type ViewerRow,
  type ViewerSide,
} from './viewer-row.ts';

const VIEWER_EXTRA_COUNT = 3; // blockedUserIds, blockedListingIds, hasLiveSeat
const nulls = (names: readonly string[]) => names.map((name) => `NULL AS "${name}"`).join(', ');

// an untyped NULL takes its column's type from the other branch (PostgreSQL's UNION type resolution)
const SQL = `
WITH ${VIEWER_PEERS}
SELECT true AS "isViewer", ${listingColumns('l')},
  ${VIEWER_EXTRAS},
  ${nulls(CANDIDATE_EXTRA_KEYS)}
${VIEWER_FROM}
UNION ALL
SELECT false, ${listingColumns('l')}, ${Array(VIEWER_EXTRA_COUNT).fill('NULL').join(', ')},
  ${CANDIDATE_EXTRAS}
${CANDIDATES_FROM}`;

type Row = { isViewer: boolean } & (ViewerRow | CandidateRow);

/** The viewer's side and the candidate listings `ids` (any order; gone ones are missing), in one statement. */
export async function viewerAndCandidates(
  prisma: PrismaClient,
  viewerId: string,
  ids: string[],
): Promise<{ side: ViewerSide; candidates: CandidateRow[] }> {
  const rows = await prisma.$queryRawUnsafe<Row[]>(SQL, viewerId, ids);
  let viewer: ViewerRow | undefined;
  const candidates: CandidateRow[] = [];
  for (const row of rows) {
    if (row.isViewer) viewer = row as ViewerRow;
    else candidates.push(row as CandidateRow);
  }
  return { side: sideOf(viewer), candidates };
}
