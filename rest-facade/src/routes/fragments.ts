// Field selections shared by several routes, so that every path answers the same documented shape.

/** decisions.md §3 `user` */
export const USER_FIELDS =
  'id email name age year instagram linkedin hasProfile hasPassword termsAccepted termsAcceptedAt termsVersion';
