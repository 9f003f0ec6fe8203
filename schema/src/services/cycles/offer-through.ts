// New 3-way swaps are offered by the writes that can make one possible, never by a read (ADR 270): a
// save closes a cycle through the saved listing, searched before it answers, as are a leaver's, an
// unblocker's and a restored listing. The 10-minute job's full search (refresh.ts) offers the rest:
// places a dissolved or declined cycle gave back to its other members, a listing written outside a
// save, a change on another gateway that this process's index had not heard of yet.
import type { Services } from '../../context.ts';
import type { ListingType } from './columns.ts';
import { dissolveStale, offerCycles } from './store.ts';
import { cyclesThrough } from './through.ts';

/** Candidates taken from the search through one listing (the store re-checks and filters them). */
export const THROUGH_CANDIDATES = 10;

type OfferServices = Pick<Services, 'prisma' | 'matchingIndex'>;

/**
 * Offers the best new cycles through each listing, from this process's matching index. `changed`: the
 * listings this request just wrote, read into the index first, so the search sees them as saved (the
 * others are taken as the index holds them: offerCycles re-checks every cycle on fresh rows). Answers
 * how many cycles were offered.
 */
export async function offerThrough(
  services: OfferServices,
  listingIds: Iterable<string>,
  changed: readonly string[] = [],
): Promise<number> {
  const ids = [...new Set([...changed, ...listingIds])];
  if (ids.length === 0) return 0;
  const { prisma, matchingIndex: index } = services;
  if (changed.length > 0) await index.noteChanged(changed);
  await index.sync();
  let offered = 0;
  for (const id of ids) {
    for (const type of ['DORM', 'PARKING'] as ListingType[]) {
      const cols = index.columns(type);
      const x = cols.row.get(id);
      if (x === undefined) continue;
      const found = cyclesThrough(cols, type, x, { limit: THROUGH_CANDIDATES });
      if (found.length > 0)
        offered += await offerCycles(
          prisma,
          type,
          found.map((c) => c.ids),
        );
    }
  }
  return offered;
}

/**
 * dissolveStale, then new offers through `changed` (the listings the save changed) before it answers:
 * what a save or a preference change calls. The other members of the dissolved cycles got a place back
 * too; the 10-minute job's full search offers them new cycles (ADR 270: searching through each of them
 * here cost a save up to six more searches, hundreds of ms at 100,000 listings). The writes that only
 * end cycles (deactivation, block, a closed swap, deletion) call dissolveStale alone.
 */
export async function dissolveAndOffer(
  services: OfferServices,
  scope: { userId?: string; cycleId?: string },
  changed: readonly string[],
): Promise<void> {
  await dissolveStale(services.prisma, scope);
  await offerThrough(services, [], changed);
}
