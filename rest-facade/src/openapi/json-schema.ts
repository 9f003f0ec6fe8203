// JSON Schema (2020-12, the dialect of OpenAPI 3.1) from GraphQL types: the answer of a route is the
// JSON of its operation's selection, and a request body is the JSON of its variables or input type,
// so both schemas are read off the GraphQL schema and the route's document, never written by hand.
// Object, input and enum types go into the document's components (components.ts) under their names:
// a selection that is one fragment spread is named by the fragment (RestUser -> User), any other by
// its GraphQL type; the operation's root type (the `data` object) stays inline.
import { graphql } from '@campus-swap/schema/graphql-cjs';
import type {
  DocumentNode,
  GraphQLInputType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import type { JsonSchema, SchemaComponents } from './components.ts';

const g = graphql;

export type { JsonSchema } from './components.ts';

/**
 * What writing one route's schemas needs: its document (for fragments), the shared components and
 * the operation's name without `Rest` (the second name of a type selected in two ways).
 */
export type SchemaScope = { document: DocumentNode; components: SchemaComponents; operation: string };

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function described(schema: JsonSchema, description: string | null | undefined): JsonSchema {
  return description ? { ...schema, description } : schema;
}

function leafSchema(type: { name: string }, components: SchemaComponents): JsonSchema {
  if (g.isEnumType(type)) {
    const values = { type: 'string', enum: type.getValues().map((value) => value.name) };
    return components.ref(type.name, described(values, type.description));
  }
  // an unknown custom scalar is any JSON value
  return SCALARS[type.name] ?? {};
}

/** The JSON of a selection on an output type. */
export function outputSchema(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  scope: SchemaScope,
): JsonSchema {
  if (g.isNonNullType(type)) return innerOutput(type.ofType, selectionSet, scope);
  return nullable(innerOutput(type, selectionSet, scope));
}

function innerOutput(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  scope: SchemaScope,
): JsonSchema {
  if (g.isListType(type)) return { type: 'array', items: outputSchema(type.ofType, selectionSet, scope) };
  // an interface is answered by the fields selected on it (the full fragments select no others)
  if (g.isObjectType(type) || g.isInterfaceType(type)) {
    const names = [
      selectionName(type, selectionSet),
      `${scope.operation}${type.name.replace(/^.*(?=Payload$)/, '')}`,
    ];
    return scope.components.ref(names, objectSchema(type, selectionSet, scope));
  }
  if (g.isNonNullType(type)) return innerOutput(type.ofType, selectionSet, scope);
  if (g.isLeafType(type)) return leafSchema(type, scope.components);
  throw new Error(`the REST facade does not select unions (${String(type)})`);
}

/** The component name of a selection: its one fragment's name without Rest/Full, else the type's. */
function selectionName(type: { name: string }, selectionSet: SelectionSetNode | undefined): string {
  const only = selectionSet?.selections.length === 1 ? selectionSet.selections[0] : undefined;
  if (only?.kind === 'FragmentSpread') return only.name.value.replace(/^(?:Rest|Full)(?=[A-Z])/, '');
  return type.name;
}

/** The JSON object a selection set on `type` produces: exactly the selected keys (written inline). */
export function objectSchema(
  type: GraphQLObjectType | GraphQLInterfaceType,
  selectionSet: SelectionSetNode | undefined,
  scope: SchemaScope,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') {
      const name = selection.name.value;
      if (name === '__typename') {
        properties[selection.alias?.value ?? name] = { const: type.name };
        continue;
      }
      const field = type.getFields()[name];
      if (!field) throw new Error(`${type.name} has no field ${name}`);
      properties[selection.alias?.value ?? name] = described(
        outputSchema(field.type, selection.selectionSet, scope),
        field.description,
      );
    } else if (selection.kind === 'InlineFragment') {
      Object.assign(
        properties,
        (objectSchema(type, selection.selectionSet, scope).properties ?? {}) as object,
      );
    } else {
      const fragment = scope.document.definitions.find(
        (d) => d.kind === 'FragmentDefinition' && d.name.value === selection.name.value,
      );
      if (fragment?.kind !== 'FragmentDefinition')
        throw new Error(`unknown fragment ${selection.name.value}`);
      Object.assign(
        properties,
        (objectSchema(type, fragment.selectionSet, scope).properties ?? {}) as object,
      );
    }
  }
  return {
    type: 'object',
    ...(type.description ? { description: type.description } : {}),
    properties,
    ...(Object.keys(properties).length ? { required: Object.keys(properties) } : {}),
    additionalProperties: false,
  };
}

/** The JSON a client may send for an input type (every field optional unless non-null). */
export function inputSchema(type: GraphQLInputType, components: SchemaComponents): JsonSchema {
  if (g.isNonNullType(type)) return inputSchema(type.ofType, components);
  if (g.isListType(type)) return { type: 'array', items: inputSchema(type.ofType, components) };
  if (g.isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const required = fields.filter((field) => g.isNonNullType(field.type)).map((field) => field.name);
    return components.ref(type.name, {
      type: 'object',
      ...(type.description ? { description: type.description } : {}),
      properties: Object.fromEntries(
        fields.map((field) => [
          field.name,
          described(inputSchema(field.type, components), field.description),
        ]),
      ),
      ...(required.length ? { required } : {}),
    });
  }
  return leafSchema(type, components);
}

/** The input type of a variable of the operation, e.g. `$input: ListingInput!`. */
export function variableType(schema: GraphQLSchema, operation: OperationDefinitionNode, name: string) {
  const definition = operation.variableDefinitions?.find((v) => v.variable.name.value === name);
  if (!definition) return undefined;
  return g.typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
}
