// A listing in words, as every answer and message shows it: what it offers and what it asks for. A
// match card, a swap request, a 3-way swap member, a notification, a report and the support desk all
// describe a listing this way.
import type { Listing } from '@campus-swap/prisma/client';

/** What the listing offers, for people: 'Busch · Judson Suites · Suite' or 'Busch - Commuter'. */
export function describeHave(
  listing: Pick<Listing, 'type' | 'campusNow' | 'dormNow' | 'roomTypeNow' | 'permitNow'>,
): string {
  if (listing.type === 'PARKING') return listing.permitNow ?? '';
  return [listing.campusNow, listing.dormNow, listing.roomTypeNow].filter(Boolean).join(' · ');
}

/** What the listing asks for: 'Livingston, Busch · Quad I, Allen Hall · Double, Single' or a permit. */
export function describeWant(
  listing: Pick<Listing, 'type' | 'campusWant' | 'dormWant' | 'roomTypeWant' | 'permitWant'>,
): string {
  if (listing.type === 'PARKING') return listing.permitWant ?? '';
  return [listing.campusWant, listing.dormWant, listing.roomTypeWant]
    .filter((list) => list.length > 0)
    .map((list) => list.join(', '))
    .join(' · ');
}
