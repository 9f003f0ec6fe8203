// The campus a swap is filed under in the weekly figures (docs/decisions/183-we-swapped.md): the one
// campus of the members' listings, or each of them, sorted and joined with ' ↔ ', when they differ.
import { parsePermit } from '../../catalog.ts';
import type { Listing } from '@campus-swap/prisma/client';

/** The campus of a listing: its hall's campus (DORM) or its permit's (PARKING). */
export function campusOf(listing: Pick<Listing, 'type' | 'campusNow' | 'permitNow'> | null | undefined) {
  if (!listing) return null;
  if (listing.type === 'DORM') return listing.campusNow;
  return listing.permitNow ? (parsePermit(listing.permitNow)?.campus ?? null) : null;
}

/** One campus, or all of them sorted and joined with ' ↔ ' when the listings are on different ones. */
export function pairCampus(...campuses: (string | null)[]): string | null {
  const distinct = [...new Set(campuses.filter((c): c is string => !!c))].sort();
  return distinct.length ? distinct.join(' ↔ ') : null;
}
