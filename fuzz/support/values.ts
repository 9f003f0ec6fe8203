// Arbitrary values for every GraphQL input type of the schema, leaning towards values that are valid
// somewhere (catalog entries, the population's emails and listing ids, the terms version) so that a
// fuzz run reaches the success paths and not only the first validation check.
import fc from 'fast-check';
import type { GraphQLInputType } from 'graphql';
import { graphql } from '@campus-swap/schema/graphql-cjs';
import {
  CAMPUS_HALLS,
  CAMPUSES,
  MOVE_TIMINGS,
  PERMITS,
  ROOM_TYPES,
  YEARS,
} from '@campus-swap/schema/catalog';
import { TERMS_VERSION } from '@campus-swap/schema/constants';

const { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } = graphql;

export type Vocabulary = { emails: string[]; listingIds: string[] };

const HALLS = Object.values(CAMPUS_HALLS).flat() as string[];

/** Printable ASCII only: what an HTTP header may carry. */
export const asciiText = (maxLength = 40) => fc.string({ unit: 'grapheme-ascii', maxLength });
/** Any text a JSON body may carry, including combining marks, emoji and control characters. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 300, maxLength: 3000 }),
);

/**
 * Ids that are no uuid (ADR 143): 36 characters of the wrong kind (the review's revokeApiToken
 * INTERNAL), braces, no hyphens, a trailing space; and the nil uuid, which names nothing.
 */
export const NOT_UUIDS = [
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '------------------------------------',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '{123e4567-e89b-12d3-a456-426614174000}',
  '123e4567e89b12d3a456426614174000',
  '123e4567-e89b-12d3-a456-42661417400g',
];

/** A real id respelled: upper-case (still the same uuid), a trailing space, a non-hex last character, no hyphens. */
export const nearMisses = (id: string): string[] => [
  id.toUpperCase(),
  `${id} `,
  `${id.slice(0, -1)}g`,
  id.replaceAll('-', ''),
];

/** Strings that mean something for a field of this name. */
function knownStrings(name: string, vocab: Vocabulary): string[] {
  const key = name.toLowerCase();
  if (key.includes('email')) {
    return [
      ...vocab.emails,
      ...vocab.emails.map((email) => ` ${email.toUpperCase()} `),
      ...vocab.emails.map((email) => email.replace('@rutgers.edu', '@scarletmail.rutgers.edu')),
      'newcomer@rutgers.edu',
      'someone@gmail.com',
      'no-at-sign',
      '@rutgers.edu',
    ];
  }
  if (key.includes('password')) return ['correct horse battery', 'short', 'x'.repeat(65), 'Password1!'];
  if (key === 'code') return ['000000', '123456', '12345', '1234567', 'abcdef'];
  if (key === 'version') return [TERMS_VERSION, '2024-01-01', ''];
  if (key === 'year') return [...YEARS, 'Junior', 'fifth'];
  if (key.startsWith('campus')) return [...CAMPUSES, 'Newark'];
  if (key.startsWith('dorm')) return [...HALLS, 'Quad I', 'Nowhere Hall'];
  if (key.startsWith('roomtype')) return [...ROOM_TYPES, 'Quad'];
  if (key.startsWith('permit')) return [...PERMITS, 'Busch', 'Busch - Visitor'];
  if (key === 'movewhen') return [...MOVE_TIMINGS, 'Someday'];
  if (key === 'type') return ['DORM', 'PARKING', 'dorm', 'BOTH'];
  if (key === 'instagram') return ['@campus_swap', 'campus.swap', 'https://instagram.com/x', 'a b'];
  if (key === 'linkedin')
    return ['https://www.linkedin.com/in/someone', 'linkedin.com/in/x', 'javascript:alert(1)'];
  if (key === 'name') return ['Scarlet Knight', '  ', '<script>alert(1)</script>'];
  if (key.includes('id')) return [...vocab.listingIds, ...vocab.listingIds.flatMap(nearMisses), ...NOT_UUIDS];
  return [...vocab.emails, TERMS_VERSION, 'DORM', 'PARKING', ...CAMPUSES.slice(0, 2)];
}

function stringArb(name: string, vocab: Vocabulary): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...knownStrings(name, vocab)) },
    { weight: 3, arbitrary: anyText },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u0000', '%00', '../../etc/passwd', "' OR 1=1 --") },
  );
}

const intArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -5, max: 120 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e300, 0.5) },
);

/** A value of the wrong JSON type, or a shape the schema never asked for. */
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom({ __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }, [], {}, null),
);

/** A value for an input of this GraphQL type, named `name` (the argument or field it fills). */
export function valueFor(
  type: GraphQLInputType,
  name: string,
  vocab: Vocabulary,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: typedValue(type, name, vocab, depth) },
    { weight: 1, arbitrary: wrongShape },
  );
}

function typedValue(
  type: GraphQLInputType,
  name: string,
  vocab: Vocabulary,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 12, arbitrary: valueFor(type.ofType, name, vocab, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  if (isListType(type)) {
    const item = valueFor(type.ofType, name, vocab, depth + 1);
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: item },
    );
  }
  if (isEnumType(type)) {
    return fc.oneof(
      fc.constantFrom(...type.getValues().map((v) => v.value as unknown)),
      stringArb(name, vocab),
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, f.name, vocab, depth + 1)]));
    return fc.record(model, { requiredKeys: [] });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return intArb;
      case 'Float':
        return fc.oneof(intArb, fc.double());
      case 'Boolean':
        return fc.oneof(
          { weight: 6, arbitrary: fc.boolean() },
          { weight: 1, arbitrary: fc.constantFrom('true', 0, 1) },
        );
      case 'DateTime':
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.constantFrom('yesterday', '', '2025-13-45T99:99:99Z'),
        );
      default:
        return stringArb(name, vocab);
    }
  }
  return wrongShape;
}
