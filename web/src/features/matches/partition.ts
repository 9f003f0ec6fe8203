// Partitioning of the matches screen: which cards go under which tab and the counts. The server
// orders the cards and sets their category (decisions.md §5); these keep its order and category.

// the schema's enum, as codegen writes it
export type { ListingType as MatchType } from '../../gql/graphql.ts';
import type { ListingType as MatchType } from '../../gql/graphql.ts';
export type SubTab = 'PREFERENCE' | 'OTHER';

export const matchTypes: readonly MatchType[] = ['DORM', 'PARKING'];
export const subTabs: readonly SubTab[] = ['PREFERENCE', 'OTHER'];

export const typeLabel: Record<MatchType, string> = { DORM: 'Dorm', PARKING: 'Parking' };
export const subTabLabel: Record<SubTab, string> = { PREFERENCE: 'My Preference', OTHER: 'Other' };

export const emptyMessage: Record<SubTab, string> = {
  PREFERENCE: 'No exact matches yet',
  OTHER: 'No alternatives right now',
};

export interface PartitionCard {
  type: string;
  category: SubTab;
}

export interface Partitioned<C> {
  DORM: { PREFERENCE: C[]; OTHER: C[] };
  PARKING: { PREFERENCE: C[]; OTHER: C[] };
}

/** Splits the cards by type (bottom tab) then by category (sub-tab), keeping the server's order. */
export function partitionCards<C extends PartitionCard>(cards: readonly C[]): Partitioned<C> {
  const out: Partitioned<C> = {
    DORM: { PREFERENCE: [], OTHER: [] },
    PARKING: { PREFERENCE: [], OTHER: [] },
  };
  for (const card of cards) {
    const type: MatchType | null = card.type === 'DORM' || card.type === 'PARKING' ? card.type : null;
    if (!type) continue;
    out[type][card.category].push(card);
  }
  return out;
}

export interface ServerTotals {
  /** The viewer's listing type: the server only matches listings of the same type. */
  type: string | null | undefined;
  preferenceCount: number;
  otherCount: number;
}

/**
 * The counts on the sub-tabs of each type. The server sends at most `limit` cards per category but
 * counts them all, so the totals of the viewer's own type come from the server when it sent them.
 */
export function subTabCounts<C>(
  parts: Partitioned<C>,
  totals?: ServerTotals,
): Record<MatchType, Record<SubTab, number>> {
  const counts = {
    DORM: { PREFERENCE: parts.DORM.PREFERENCE.length, OTHER: parts.DORM.OTHER.length },
    PARKING: { PREFERENCE: parts.PARKING.PREFERENCE.length, OTHER: parts.PARKING.OTHER.length },
  };
  if (totals && (totals.type === 'DORM' || totals.type === 'PARKING')) {
    const own = counts[totals.type];
    own.PREFERENCE = Math.max(own.PREFERENCE, totals.preferenceCount);
    own.OTHER = Math.max(own.OTHER, totals.otherCount);
  }
  return counts;
}

/** The count shown on a bottom tab: every match of that type, both sub-tabs. */
export function tabCounts<C>(parts: Partitioned<C>, totals?: ServerTotals): Record<MatchType, number> {
  const counts = subTabCounts(parts, totals);
  return {
    DORM: counts.DORM.PREFERENCE + counts.DORM.OTHER,
    PARKING: counts.PARKING.PREFERENCE + counts.PARKING.OTHER,
  };
}

/** The bottom tab to open first: the student's own listing type, else Dorm. */
export function initialType(myListingType: string | null | undefined): MatchType {
  return myListingType === 'PARKING' ? 'PARKING' : 'DORM';
}

/** The sub-tab to open first: My Preference, unless it is empty and Other is not. */
export function initialSubTab<C>(parts: Partitioned<C>, type: MatchType): SubTab {
  return parts[type].PREFERENCE.length === 0 && parts[type].OTHER.length > 0 ? 'OTHER' : 'PREFERENCE';
}
