// Who may see a field of what the API says about students (issue 26, ADR 194): every field of every
// type reachable from matches, swap requests and 3-way swaps declares it where it is declared, and
// everything else reads that declaration: the resolvers (guardVisibility, applied once to the built
// schema), REST's full fragments (rest-facade/src/full-fragments.ts refuses an undeclared field), the
// descriptions (and so the SDL and the OpenAPI document), and the privacy tests, which walk the types
// (undeclaredFields) and ask for every declared field as a stranger, a one-sided and a connected viewer.
import type {
  GraphQLField,
  GraphQLInterfaceType,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
} from 'graphql';
import { AppError } from './errors.ts';
import { graphql as g } from './graphql-cjs.ts';

// Types are told apart by their tag, not `instanceof`: REST's codegen and its tests may hand over a
// schema of graphql's other (ESM) copy (see graphql-cjs.ts).
const tag = (type: unknown) => (type as { [Symbol.toStringTag]?: string })[Symbol.toStringTag];
const isObject = (type: unknown): type is GraphQLObjectType => tag(type) === 'GraphQLObjectType';
const isInterface = (type: unknown): type is GraphQLInterfaceType => tag(type) === 'GraphQLInterfaceType';
const namedType = (type: GraphQLOutputType): GraphQLNamedType =>
  'ofType' in type ? namedType(type.ofType) : type;

/**
 * - `public`: anyone shown the object sees it (a stranger's match card shows it).
 * - `connected`: null until the viewer and the object's student are connected (a mutual reveal; for
 *   a 3-way swap, all three joined), read from the object's own `connected`.
 * - `owner`: only the student the object belongs to (its `userId`) sees it; anyone else gets null,
 *   or a refusal for a field that cannot be null.
 */
export type Visibility = 'public' | 'connected' | 'owner';

export const VISIBILITIES: readonly Visibility[] = ['public', 'connected', 'owner'];

/** When a `connected` field stops being null, as its description says it. */
export const CONNECTED_WHEN = {
  pair: 'Null until both students revealed to each other.',
  cycle: 'Null until all three members joined.',
  swap: 'Null once the swap is called off, or the member is gone (account deleted or not shown to you).',
} as const;

/** Spread into a field's options: anyone shown its object sees it (a stranger's match card shows it). */
export const SHOWN = { extensions: { visibility: 'public' } } as const;

/**
 * Spread into a field's options: null until the viewer and the object's student are connected. Its
 * description ends with when (`CONNECTED_WHEN`), so the SDL and the OpenAPI document say it from here.
 */
export function whenConnected(when: keyof typeof CONNECTED_WHEN, lead?: string) {
  const description = [lead, CONNECTED_WHEN[when]].filter(Boolean).join(' ');
  return { description, extensions: { visibility: 'connected' } } as const;
}

/** Spread into a type's options: only the student it belongs to (its `userId`) sees any field of it. */
export function ownerOnly(description: string) {
  return {
    description: `${description} Only its student sees it.`,
    extensions: { visibility: 'owner' },
  } as const;
}

type AnyField = GraphQLField<unknown, unknown>;

const declared = (extensions: unknown) =>
  (extensions as { visibility?: Visibility } | null | undefined)?.visibility;

/** A field's declared visibility: its own, else its type's (only `owner` types declare one), else none. */
export function visibilityOf(type: GraphQLNamedType, field: AnyField): Visibility | undefined {
  const own = declared(field.extensions);
  if (own) return own;
  // an interface field's declaration holds for every type implementing it
  if (isObject(type)) {
    for (const face of type.getInterfaces()) {
      const inherited = face.getFields()[field.name];
      if (inherited && declared(inherited.extensions)) return declared(inherited.extensions);
    }
  }
  const whole = declared(type.extensions);
  return whole === 'owner' ? whole : undefined;
}

/** The object and interface types reachable from `roots` (e.g. 'Query.matches'), with their fields. */
export function reachableTypes(schema: GraphQLSchema, roots: readonly string[]) {
  const seen = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || !(isObject(type) || isInterface(type))) return;
    seen.set(type.name, type);
    if (isInterface(type)) for (const impl of schema.getPossibleTypes(type)) visit(impl);
    for (const field of Object.values(type.getFields())) visit(namedType(field.type));
  };
  for (const root of roots) {
    const [typeName, fieldName] = root.split('.') as [string, string];
    const field = (schema.getType(typeName) as { getFields?: () => Record<string, AnyField> })?.getFields?.()[
      fieldName
    ];
    if (!field) throw new Error(`no root field ${root}`);
    visit(namedType(field.type));
  }
  return [...seen.values()] as (GraphQLObjectType | GraphQLInterfaceType)[];
}

/** What the privacy walk covers: what a student is shown of matches, swap requests and 3-way swaps. */
export const PRIVACY_ROOTS = [
  'Query.matches',
  'Query.swapRequests',
  'Mutation.reveal',
  'Mutation.joinCycle',
  'Mutation.leaveCycle',
  'Query.mySwaps',
  'Mutation.swapDone',
  'Mutation.callOffSwap',
] as const;

/** Every `Type.field` reachable from `roots` without a declared visibility. */
export function undeclaredFields(schema: GraphQLSchema, roots: readonly string[] = PRIVACY_ROOTS): string[] {
  return reachableTypes(schema, roots).flatMap((type) =>
    Object.values(type.getFields())
      .filter((field) => !VISIBILITIES.includes(visibilityOf(type, field as AnyField) as Visibility))
      .map((field) => `${type.name}.${field.name}`),
  );
}

/**
 * Makes every resolver honour its field's declaration, once, on the built schema: a `connected` field
 * answers null unless its object says `connected: true`; an `owner` field answers only to the student
 * whose `userId` the object carries. A service that put a contact detail into an unconnected card would
 * still not reach anyone.
 */
export function guardVisibility(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObject(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const visibility = visibilityOf(type, field as AnyField);
      if (visibility !== 'connected' && visibility !== 'owner') continue;
      const where = `${type.name}.${field.name}`;
      const nullable = tag(field.type) !== 'GraphQLNonNull';
      if (visibility === 'connected' && !nullable) {
        throw new Error(`${where} is visible once connected, so it must be nullable`);
      }
      const resolve = field.resolve ?? g.defaultFieldResolver;
      field.resolve = (parent, args, context, info) => {
        const viewerId = (context as { viewer?: { user: { id: string } } | null }).viewer?.user.id;
        const shown =
          visibility === 'connected'
            ? (parent as { connected?: unknown }).connected === true
            : viewerId !== undefined && (parent as { userId?: unknown }).userId === viewerId;
        if (shown) return resolve(parent, args, context, info);
        if (nullable) return null;
        throw new AppError('NOT_FOUND');
      };
    }
  }
  return schema;
}
