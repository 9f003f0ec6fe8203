// Pure rules of the matches screen: which cards go under which tab, the counts, the badges and the
// school's next step. The server already orders the cards (decisions.md §5); these keep its order.

export type MatchType = 'DORM' | 'PARKING';
export type SubTab = 'PREFERENCE' | 'OTHER';

/** Spec §9: a preference match scores at least 70. The server sets `category`; this is the fallback. */
export const PREFERENCE_THRESHOLD = 70;

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
  score: number;
  category?: string | null;
}

export function cardCategory(card: PartitionCard): SubTab {
  if (card.category === 'PREFERENCE' || card.category === 'OTHER') return card.category;
  return card.score >= PREFERENCE_THRESHOLD ? 'PREFERENCE' : 'OTHER';
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
    out[type][cardCategory(card)].push(card);
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

export const otherSubTab = (tab: SubTab): SubTab => (tab === 'PREFERENCE' ? 'OTHER' : 'PREFERENCE');

export interface Why {
  exactReverse: boolean;
  sameDormOrLot: boolean;
  sameCampus: boolean;
}

/** The why badges of a card, most telling first. "Same dorm/lot" reads "Same dorm" or "Same lot" by type. */
export function whyBadges(why: Why, type: string): string[] {
  const badges: string[] = [];
  if (why.exactReverse) badges.push('Exact reverse');
  if (why.sameDormOrLot) badges.push(type === 'PARKING' ? 'Same lot' : 'Same dorm');
  if (why.sameCampus) badges.push('Same campus');
  return badges;
}

/** What the school still requires once two students agree (decisions.md §2). */
export function schoolNextStep(type: string): string {
  return type === 'PARKING'
    ? 'Next step: file a zone-change request with Rutgers Transportation Services so your permits are switched.'
    : 'Next step: both of you submit the housing office’s room-swap form so Residence Life can approve the swap.';
}

/** Moves focus between tabs with the arrow keys, Home and End (WAI-ARIA tabs pattern, wrapping). */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Reveal result: 'connected' means both revealed; anything else means waiting (spec §4). */
export function revealToast(status: string | null | undefined): string {
  return String(status ?? '').toLowerCase() === 'connected'
    ? 'Contact information shared! You can now reach out.'
    : 'You revealed interest! Waiting for them to reveal too.';
}

/** An Instagram handle or URL as a link target (null when it cannot be one). */
export function instagramUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  const handle = v.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? `https://instagram.com/${handle}` : null;
}

/** A LinkedIn profile as a link target: full URLs pass, bare paths or names get the site prefixed. */
export function linkedinUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^(www\.)?linkedin\.com\//i.test(v)) return `https://${v}`;
  return /^[A-Za-z0-9-]{3,100}$/.test(v) ? `https://www.linkedin.com/in/${v}` : null;
}
