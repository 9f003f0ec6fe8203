// Apollo Client for /graphql. Cookies ride along (same origin); every request carries the CSRF header
// the gateway expects on non-GET calls: X-CSRF-Token = value of the readable csrf_token cookie.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { possibleTypes } from '../gql/possible-types.ts';
import { CSRF_COOKIE, readCookie } from './cookies.ts';
import { trackedFetch } from './network.ts';

export const csrfLink = new ApolloLink((operation, forward) => {
  const token = readCookie(CSRF_COOKIE);
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'X-CSRF-Token': token },
    }));
  }
  return forward(operation);
});

/** The cache's configuration, shared by the tab's client and the server's render (ADR 293). */
export function createCache(): InMemoryCache {
  // possibleTypes: fragments on the OtherStudent interface match the cards that implement it
  return new InMemoryCache({ possibleTypes });
}

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    // trackedFetch feeds the offline notice when the server cannot be reached.
    fetch: trackedFetch,
  });
  return new ApolloClient({
    link: ApolloLink.from([csrfLink, httpLink]),
    cache: createCache(),
  });
}
