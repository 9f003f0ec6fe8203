// The full-selection fragments (ADR 100) select every field REST can answer, recursively, and refuse
// shapes a full selection cannot describe.
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { describe, expect, it } from 'vitest';
import { fullFragments } from './full-fragments.ts';

// the realm full-fragments.ts reads (schema/src/graphql-cjs.ts)
const { buildSchema, GraphQLObjectType, GraphQLSchema, GraphQLString, print } = graphql;

const sdl = /* GraphQL */ `
  interface Person { name: String }
  type Card implements Person {
    name: String
    old: String @deprecated(reason: "Use name.")
    score(scale: Int): Int
    page(first: Int!): [String!]
    why: Why!
    who: Person
  }
  type Why { exact: Boolean! }
  type Loop { next: Loop }
  union Either = Card | Why
  type Odd { either: Either }
  type Query { card: Card, loop: Loop, odd: Odd }
`;
const schema = buildSchema(sdl);
const text = (type: string) => print(fullFragments(schema, [type])[0]!).replace(/\s+/g, ' ');

describe('full-selection fragments', () => {
  it('select every field, nested objects and interfaces by their fields; not deprecated ones or ones with required arguments', () => {
    expect(text('Card')).toBe('fragment FullCard on Card { name score why { exact } who { name } }');
  });

  it('refuse a field of a type the privacy walk covers that declares no visibility (ADR 194)', () => {
    const card = (phone: import('graphql').GraphQLFieldConfig<unknown, unknown>) =>
      new GraphQLObjectType({
        name: 'MatchCard',
        fields: { name: { type: GraphQLString, extensions: { visibility: 'public' } }, phone },
      });
    const withCard = (type: import('graphql').GraphQLObjectType) =>
      new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { matches: { type } } }) });
    expect(() => fullFragments(withCard(card({ type: GraphQLString })), ['MatchCard'])).toThrow(
      /MatchCard\.phone: no declared visibility/,
    );
    const declared = card({ type: GraphQLString, extensions: { visibility: 'connected' } });
    expect(print(fullFragments(withCard(declared), ['MatchCard'])[0]!).replace(/\s+/g, ' ')).toBe(
      'fragment FullMatchCard on MatchCard { name phone }',
    );
  });

  it("name a fragment as asked (the web's ListingFields, ADR 244)", () => {
    expect(print(fullFragments(schema, ['Why'], () => 'WhyFields')[0]!).replace(/\s+/g, ' ')).toBe(
      'fragment WhyFields on Why { exact }',
    );
  });

  it('refuse a type that contains itself and a union', () => {
    expect(() => fullFragments(schema, ['Loop'])).toThrow(/Loop\.next: Loop contains itself/);
    expect(() => fullFragments(schema, ['Odd'])).toThrow(/Odd\.either: a union/);
    expect(() => fullFragments(schema, ['Either'])).toThrow(/not an object type/);
  });
});
