// The trust-and-safety REST paths /developers names (issue 24: "/developers and the OpenAPI document
// list the new paths"). The reference is the OpenAPI document; e2e/developers.e2e.ts checks that each
// path here is one of its operations, so this list cannot name a path the server does not serve.

export type DocumentedPath = { method: 'GET' | 'POST' | 'DELETE'; path: string; what: string };

/** What a student does from a card; `:id` is the other student's listing id, as for reveal. */
export const STUDENT_TRUST_PATHS: readonly DocumentedPath[] = [
  {
    method: 'POST',
    path: '/api/matches/:id/block',
    what: 'block the student behind a listing (they are not told)',
  },
  { method: 'GET', path: '/api/blocks', what: 'the students you blocked' },
  { method: 'DELETE', path: '/api/blocks/:id', what: 'undo a block (the id from /api/blocks)' },
  { method: 'POST', path: '/api/matches/:id/report', what: 'report a listing: { reason, details }' },
  {
    method: 'POST',
    path: '/api/matches/:id/swapped',
    what: 'say you swapped with a connected student, or confirm their claim',
  },
  { method: 'POST', path: '/api/matches/:id/swapped/dispute', what: 'say you did not swap' },
];

/** The support desk's paths: staff accounts only (everyone else gets 403 FORBIDDEN). */
export const STAFF_PATHS: readonly DocumentedPath[] = [
  { method: 'GET', path: '/api/support/reports', what: 'the report queue, a page at a time' },
  { method: 'GET', path: '/api/support/hidden-listings', what: 'listings hidden by staff, each to restore' },
  {
    method: 'GET',
    path: '/api/support/suspended-students',
    what: 'suspended students, each to unsuspend',
  },
  { method: 'POST', path: '/api/support/listings/:id/hide', what: 'hide a listing, with a reason' },
  { method: 'POST', path: '/api/support/listings/:id/restore', what: 'restore a listing, with a reason' },
  { method: 'POST', path: '/api/support/students/:id/suspend', what: 'suspend a student, with a reason' },
  { method: 'POST', path: '/api/support/students/:id/unsuspend', what: 'lift a suspension, with a reason' },
  {
    method: 'GET',
    path: '/api/support/audit',
    what: 'the audit log of staff actions as sentences (?studentId= for one student)',
  },
  { method: 'GET', path: '/api/support/figures', what: 'connections and swaps per week, campus and type' },
];
