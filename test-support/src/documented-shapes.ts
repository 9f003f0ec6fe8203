// The answer shapes decisions.md §3 fixes (docs/product/decisions.md), spelled out once for every test
// layer that checks them (contracts, REST integration tests). Written by hand on purpose: an assertion
// of what the product answers must not be read off the product's own constants.

/** `user` = {id, email, name, age, year, instagram, linkedin, hasProfile, hasPassword, termsAccepted, termsAcceptedAt, termsVersion}, sorted. */
export const USER_KEYS = [
  'age',
  'email',
  'hasPassword',
  'hasProfile',
  'id',
  'instagram',
  'linkedin',
  'name',
  'termsAccepted',
  'termsAcceptedAt',
  'termsVersion',
  'year',
];

/** `listing` = {id, type, campusNow, dormNow, roomTypeNow, campusWant[], dormWant[], roomTypeWant[], permitNow, permitWant, moveWhen, flexible, notes, active, createdAt, updatedAt}, sorted. */
export const LISTING_KEYS = [
  'active',
  'campusNow',
  'campusWant',
  'createdAt',
  'dormNow',
  'dormWant',
  'flexible',
  'id',
  'moveWhen',
  'notes',
  'permitNow',
  'permitWant',
  'roomTypeNow',
  'roomTypeWant',
  'type',
  'updatedAt',
];

/** A 3-way swap as GET /api/matches answers it (docs/decisions/040-three-way-swaps.md, 315), sorted. */
export const CYCLE_KEYS = [
  'connected',
  'createdAt',
  'housingFormUrl',
  'id',
  'joinedByMe',
  'joinedCount',
  'members',
  'nextStep',
  'status',
  'type',
];

/** GET /api/matches = {myListing, cards} (decisions.md §3) with the counts (ADR 020) and cycles (ADR 040), sorted. */
export const MATCHES_KEYS = ['cards', 'cycles', 'myListing', 'otherCount', 'preferenceCount'];
