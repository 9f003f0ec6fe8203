// The deprecation rule: only what the release deprecated may go; other breaking changes fail.
import { describe, expect, it } from 'vitest';
import { forbiddenChanges } from './compatibility.ts';

const RELEASE = /* GraphQL */ `
  type Query {
    me: User
    old: String @deprecated(reason: "Use me.")
  }
  type User {
    id: ID!
    name: String
    nickname: String @deprecated(reason: "Use name.")
  }
  enum Kind { A B @deprecated(reason: "gone") }
  input In { a: String b: String @deprecated(reason: "gone") }
  type Mutation { x(input: In, kind: Kind): Boolean }
`;

const paths = async (next: string) =>
  (await forbiddenChanges(RELEASE, next)).map((c) => `${c.type} ${c.path}`);

describe('schema deprecation rule', () => {
  it('allows removing what the release deprecated, and additions', async () => {
    const next = `
      type Query { me: User extra: Int }
      type User { id: ID! name: String }
      enum Kind { A }
      input In { a: String }
      type Mutation { x(input: In, kind: Kind): Boolean }`;
    expect(await paths(next)).toEqual([]);
  });

  it('refuses removing a field that was not deprecated first', async () => {
    const next = RELEASE.replace('    name: String\n', '');
    expect(await paths(next)).toEqual(['FIELD_REMOVED User.name']);
  });

  it('refuses other breaking changes: a changed type, a new required argument', async () => {
    const next = RELEASE.replace('id: ID!', 'id: Int!').replace('x(input: In,', 'x(input: In, must: Int!,');
    expect((await paths(next)).sort()).toEqual([
      'FIELD_ARGUMENT_ADDED Mutation.x.must',
      'FIELD_TYPE_CHANGED User.id',
    ]);
  });
});
