// The support desk in words (docs/decisions/297-a-support-desk-without-dead-ends.md): labels for the
// codes the API answers, the reason rule as the server counts it, and the pager's state.
import { REPORT_REASONS } from '../../../lib/safety.ts';

/** At most this many characters in a staff reason, counted after trimming, as the server counts them. */
export const STAFF_REASON_MAX = 500;

/** What the server will count of a reason: its length once trimmed (JavaScript's length, as on the server). */
export const reasonLength = (reason: string) => reason.trim().length;

/** Whether the server will take the reason: 1 to STAFF_REASON_MAX characters once trimmed. */
export const reasonFits = (reason: string) =>
  reasonLength(reason) > 0 && reasonLength(reason) <= STAFF_REASON_MAX;

const REASON_LABELS = new Map<string, string>(REPORT_REASONS);

/** A report reason in words ('HARASSMENT' -> 'Harassment'); an unknown code is shown as it came. */
export const reportReasonLabel = (code: string) => REASON_LABELS.get(code) ?? code;

/** A listing type in words. */
export const listingTypeLabel = (type: string) => (type === 'PARKING' ? 'Parking permit' : 'Dorm room');

/** The pages read so far: the cursor each started after, so that Previous goes back exactly. */
export type PagerState = readonly (string | null)[];

export const firstPage: PagerState = [null];
export const nextPage = (state: PagerState, cursor: string): PagerState => [...state, cursor];
export const previousPage = (state: PagerState): PagerState =>
  state.length > 1 ? state.slice(0, -1) : state;
export const currentCursor = (state: PagerState) => state[state.length - 1] ?? null;
