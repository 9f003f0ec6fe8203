import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { warmFirstRead } from './page-data.ts';

const Hello = gql`
  query Hello {
    hello
  }
`;

describe("warming a page's first read (ADR 255)", () => {
  it('reads the restored answer without fetching and leaves no query behind', async () => {
    let requests = 0;
    const link = new ApolloLink(() => {
      requests++;
      return new Observable((observer) => observer.error(new Error('no network in this test')));
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    client.writeQuery({ query: Hello, data: { hello: 'world' } });
    await warmFirstRead(client, Hello);
    expect(requests).toBe(0);
    expect(client.getObservableQueries('all').size).toBe(0);
    // the page's own first read finds the answer as restored
    expect(client.watchQuery({ query: Hello }).getCurrentResult().data).toEqual({ hello: 'world' });
  });

  it('does nothing worse than skip the work for a document the cache cannot read', async () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    await expect(warmFirstRead(client, Hello)).resolves.toBeUndefined();
    expect(client.getObservableQueries('all').size).toBe(0);
  });
});
