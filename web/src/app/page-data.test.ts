import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../gql/graphql.ts';
import { createCache } from '../lib/apollo.ts';
import { storeOf, warmFirstRead, warmSubscription, writePageData } from './page-data.ts';

const Hello = gql`
  query Hello {
    hello
  }
`;

/** A link that counts what is asked of it and answers nothing; a client whose cache holds Hello. */
function countingClient() {
  const counted = { requests: 0 };
  const link = new ApolloLink(() => {
    counted.requests++;
    return new Observable((observer) => observer.error(new Error('no network in this test')));
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  client.writeQuery({ query: Hello, data: { hello: 'world' } });
  return { counted, link, client };
}

describe("warming a page's first read (ADR 255)", () => {
  it('reads the restored answer without fetching and leaves no query behind', async () => {
    const { counted, client } = countingClient();
    await warmFirstRead(client, Hello);
    expect(counted.requests).toBe(0);
    expect(client.getObservableQueries('all').size).toBe(0);
    // the page's own first read finds the answer as restored
    expect(client.watchQuery({ query: Hello }).getCurrentResult().data).toEqual({ hello: 'world' });
  });

  it("runs a subscription's first round on what the cache holds, without asking, and leaves nothing", async () => {
    const { counted, link, client } = countingClient();
    await warmSubscription(client, Hello);
    const empty = new ApolloClient({ link, cache: new InMemoryCache() });
    await warmSubscription(empty, Hello);
    expect(counted.requests).toBe(0);
    expect(client.getObservableQueries('all').size).toBe(0);
    expect(empty.getObservableQueries('all').size).toBe(0);
  });

  it('does nothing worse than skip the work for a document the cache cannot read', async () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    await expect(warmFirstRead(client, Hello)).resolves.toBeUndefined();
    expect(client.getObservableQueries('all').size).toBe(0);
  });
});

const me = {
  me: {
    __typename: 'User',
    id: 'u1',
    name: 'Sam',
    age: 20,
    year: 'junior',
    instagram: null,
    linkedin: null,
    hasProfile: true,
    email: 'sam@rutgers.edu',
    hasPassword: false,
    termsAccepted: true,
    termsAcceptedAt: '2026-12-01T00:00:00.000Z',
    termsVersion: '2025-01-21',
    isStaff: false,
  },
};

describe("a page's first data as cache entities (ADR 318)", () => {
  const client = () => new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });

  it("the server's entities restore into the browser's empty cache, which then reads the answer", () => {
    const store = storeOf(createCache(), '/matches', { Me: me });
    expect(store.ROOT_QUERY?.me).toEqual({ __ref: 'User:u1' });
    const tab = client();
    expect(writePageData(tab, { pageData: { path: '/matches', store } })).toBe(true);
    expect(tab.readQuery({ query: MeDocument })).toEqual(me);
  });

  it('restores each loader answer once, and merges into a cache that holds something already', () => {
    const tab = client();
    tab.cache.restore({ ROOT_QUERY: { __typename: 'Query', held: 1 }, 'X:1': { __typename: 'X', id: '1' } });
    const data = { pageData: { path: '/matches', store: storeOf(createCache(), '/matches', { Me: me }) } };
    expect(writePageData(tab, data)).toBe(true);
    expect(writePageData(tab, data)).toBe(false);
    expect(tab.readQuery({ query: MeDocument })?.me?.name).toBe('Sam');
    const held = tab.cache.extract() as Record<string, Record<string, unknown>>;
    expect(held.ROOT_QUERY?.held).toBe(1);
    expect(held['X:1']).toEqual({ __typename: 'X', id: '1' });
  });

  it('an answer of a shape this build does not expect reads as missing, so the page asks for it itself', () => {
    const store = storeOf(createCache(), '/matches', { Me: { me: { id: 'u1' } }, Matches: 'nonsense' });
    expect(Object.keys(store.ROOT_QUERY ?? {})).not.toContain('matches');
    const tab = client();
    writePageData(tab, { pageData: { path: '/matches', store } });
    expect(tab.readQuery({ query: MeDocument })).toBeNull();
  });

  it('restores nothing from no entities', () => {
    const tab = client();
    expect(writePageData(tab, { pageData: { path: '/matches', store: {} } })).toBe(false);
    expect(writePageData(tab, { pageData: { path: '/matches' } })).toBe(false);
    expect(tab.cache.extract()).toEqual({});
  });
});
