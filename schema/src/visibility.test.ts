// Visibility by declaration (ADR 194): every field reachable from matches, swap requests and 3-way
// swaps declares who may see it, and the built schema's resolvers honour the declaration whatever
// the object they are handed holds.
import { describe, expect, it } from 'vitest';
import { graphql as g } from './graphql-cjs.ts';
import { schema } from './index.ts';
import { reachableTypes, undeclaredFields, visibilityOf } from './visibility.ts';

type Resolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

function resolverOf(typeName: string, fieldName: string): Resolver {
  const type = schema.getType(typeName) as import('graphql').GraphQLObjectType;
  return type.getFields()[fieldName]!.resolve as Resolver;
}

const viewer = (id: string) => ({ viewer: { user: { id } } });
const info = { fieldName: 'x' };

describe('visibility', () => {
  it('is declared for every field of every type reachable from matches, swap requests and cycles', () => {
    expect(undeclaredFields(schema)).toEqual([]);
    const names = reachableTypes(schema, ['Query.matches']).map((type) => type.name);
    expect(names).toEqual(
      expect.arrayContaining(['MatchResult', 'MatchCard', 'SwapCycle', 'SwapCycleMember']),
    );
    const card = schema.getType('MatchCard') as import('graphql').GraphQLObjectType;
    expect(visibilityOf(card, card.getFields().userEmail!)).toBe('connected');
    expect(visibilityOf(card, card.getFields().userName!)).toBe('public');
  });

  it('finds a field declared without one (here: a schema whose fields declare nothing)', () => {
    const bare = g.buildSchema(`
      type Query { matches: Result }
      type Result { cards: [Card!]! }
      type Card { id: ID! phone: String }
    `);
    expect(undeclaredFields(bare, ['Query.matches'])).toEqual(['Result.cards', 'Card.id', 'Card.phone']);
  });

  it('says it in the description of a field shown once connected (the SDL and OpenAPI read it)', () => {
    const member = schema.getType('SwapCycleMember') as import('graphql').GraphQLObjectType;
    expect(member.getFields().userEmail!.description).toBe('Null until all three members joined.');
    const card = schema.getType('MatchCard') as import('graphql').GraphQLObjectType;
    expect(card.getFields().nextStep!.description).toMatch(
      /Null until both students revealed to each other\.$/,
    );
  });

  it('resolves a connected field to null unless its object is connected, whatever the object holds', () => {
    const email = resolverOf('MatchCard', 'userEmail');
    const card = { userEmail: 'them@rutgers.edu', connected: false };
    expect(email(card, {}, viewer('v'), { ...info, fieldName: 'userEmail' })).toBeNull();
    expect(email({ ...card, connected: true }, {}, viewer('v'), { ...info, fieldName: 'userEmail' })).toBe(
      'them@rutgers.edu',
    );
    const member = resolverOf('SwapCycleMember', 'userInstagram');
    expect(
      member({ userInstagram: '@them' }, {}, viewer('v'), { ...info, fieldName: 'userInstagram' }),
    ).toBeNull();
  });

  it('resolves an owner field only for the student whose object it is', async () => {
    const listing = { id: 'l1', userId: 'owner', notes: 'my notes' };
    const notes = resolverOf('Listing', 'notes');
    expect(await notes(listing, {}, viewer('owner'), { ...info, fieldName: 'notes' })).toBe('my notes');
    expect(await notes(listing, {}, viewer('someone else'), { ...info, fieldName: 'notes' })).toBeNull();
    expect(await notes(listing, {}, { viewer: null }, { ...info, fieldName: 'notes' })).toBeNull();
    // a field that cannot be null is refused instead
    const id = resolverOf('Listing', 'id');
    expect(() => id(listing, {}, viewer('someone else'), { ...info, fieldName: 'id' })).toThrow(/Not found/);
  });
});
