// The viewer's live 3-way swaps (OFFERED or CONNECTED) for the matches read, in one flat statement on
// its driver transaction (ADR 275), in the shape `loadViewerCycles` reads them through Prisma: each
// cycle with its three members in position order, each with their listing and OTHER_STUDENT_SELECT's
// fields of their student. Read only for a student who holds a live seat (viewer-row.ts).
import { type Listing, Prisma } from '@campus-swap/prisma/client';
import type { SqlQuery } from '@campus-swap/prisma/read-transaction';
import { OTHER_STUDENT_SELECT } from '../cards/other-student.ts';
import type { StoredCycles } from '../cards/stored-cycles.ts';
import { LISTING_KEYS, listingColumns, part, selectList } from './listing-columns.ts';

type Cycle = StoredCycles[number];
type Member = Cycle['members'][number];
type Student = Member['user'];

// every column of the two cycle tables (a new one is read without an edit here; a new uuid or enum
// column belongs in the text casts)
const CYCLE_KEYS = Object.values(Prisma.SwapCycleScalarFieldEnum);
const MEMBER_KEYS = Object.values(Prisma.SwapCycleMemberScalarFieldEnum);
const STUDENT_KEYS = Object.keys(OTHER_STUDENT_SELECT) as (keyof Student)[];
const AS_TEXT = new Set(['id', 'type', 'status', 'cycleId', 'listingId', 'userId']);

const SEATS_SQL = `
SELECT ${selectList('c', CYCLE_KEYS, AS_TEXT, 'c_')},
  ${selectList('m', MEMBER_KEYS, AS_TEXT, 'm_')},
  ${listingColumns('l', 'l_')},
  ${selectList('u', STUDENT_KEYS, AS_TEXT, 'u_')}
FROM "SwapCycle" c
JOIN "SwapCycleMember" m ON m."cycleId" = c."id"
JOIN "Listing" l ON l."id" = m."listingId"
JOIN "User" u ON u."id" = m."userId"
WHERE c."status" IN ('OFFERED', 'CONNECTED')
  AND c."id" IN (SELECT s."cycleId" FROM "SwapCycleMember" s WHERE s."userId" = $1::uuid)
ORDER BY c."createdAt" DESC, c."id", m."position"`;

/** The viewer's live cycles, newest first (as loadViewerCycles orders them). */
export async function seatRows(query: SqlQuery, viewerId: string): Promise<StoredCycles> {
  const rows = await query<Record<string, unknown>>(SEATS_SQL, [viewerId]);
  const cycles: StoredCycles = [];
  for (const row of rows) {
    let cycle = cycles.at(-1);
    if (!cycle || cycle.id !== row.c_id) {
      cycle = { ...part<Omit<Cycle, 'members'>>(row, 'c_', CYCLE_KEYS), members: [] };
      cycles.push(cycle);
    }
    cycle.members.push({
      ...part<Omit<Member, 'listing' | 'user'>>(row, 'm_', MEMBER_KEYS),
      listing: part<Listing>(row, 'l_', LISTING_KEYS),
      user: part<Student>(row, 'u_', STUDENT_KEYS),
    });
  }
  return cycles;
}
