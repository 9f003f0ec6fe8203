// Every route path of the app, in one place. Import these instead of writing path strings.
export const paths = {
  home: '/',
  login: '/login',
  profileSetup: '/profile-setup',
  post: '/post',
  matches: '/matches',
  requests: '/requests',
  swaps: '/swaps',
  account: '/account',
  testListings: '/test-listings',
  terms: '/terms',
  privacy: '/privacy',
  developers: '/developers',
  support: '/support',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Routes that need a signed-in student; a signed-out visitor is sent to /login (history replaced). */
export const protectedPaths: readonly AppPath[] = [
  paths.profileSetup,
  paths.post,
  paths.matches,
  paths.requests,
  paths.swaps,
  paths.account,
  paths.testListings,
  paths.support,
];
