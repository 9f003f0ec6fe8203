// JSON Schema (2020-12, the dialect of OpenAPI 3.1) from GraphQL types: the answer of a route is the
// JSON of its operation's selection, and a request body is the JSON of its variables or input type,
// so both schemas are read off the GraphQL schema and the route's document, never written by hand.
import { createRequire } from 'node:module';
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

// same CommonJS graphql as Pothos (see test-support/src/test-services.ts)
const g = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    const out: JsonSchema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
    return out;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

function described(schema: JsonSchema, description: string | null | undefined): JsonSchema {
  return description ? { ...schema, description } : schema;
}

function leafSchema(type: { name: string }): JsonSchema {
  if (g.isEnumType(type)) return { type: 'string', enum: type.getValues().map((value) => value.name) };
  // an unknown custom scalar is any JSON value
  return SCALARS[type.name] ?? {};
}

/** The JSON of a selection on an output type. */
export function outputSchema(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  document: DocumentNode,
): JsonSchema {
  if (g.isNonNullType(type)) return innerOutput(type.ofType, selectionSet, document);
  return nullable(innerOutput(type, selectionSet, document));
}

function innerOutput(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  document: DocumentNode,
): JsonSchema {
  if (g.isListType(type)) return { type: 'array', items: outputSchema(type.ofType, selectionSet, document) };
  // an interface is answered by the fields selected on it (the full fragments select no others)
  if (g.isObjectType(type) || g.isInterfaceType(type)) return objectSchema(type, selectionSet, document);
  if (g.isNonNullType(type)) return innerOutput(type.ofType, selectionSet, document);
  if (g.isLeafType(type)) return leafSchema(type);
  throw new Error(`the REST facade does not select unions (${String(type)})`);
}

/** The JSON object a selection set on `type` produces: exactly the selected keys. */
export function objectSchema(
  type: GraphQLObjectType | GraphQLInterfaceType,
  selectionSet: SelectionSetNode | undefined,
  document: DocumentNode,
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
        outputSchema(field.type, selection.selectionSet, document),
        field.description,
      );
    } else if (selection.kind === 'InlineFragment') {
      Object.assign(
        properties,
        (objectSchema(type, selection.selectionSet, document).properties ?? {}) as object,
      );
    } else {
      const fragment = document.definitions.find(
        (d) => d.kind === 'FragmentDefinition' && d.name.value === selection.name.value,
      );
      if (fragment?.kind !== 'FragmentDefinition')
        throw new Error(`unknown fragment ${selection.name.value}`);
      Object.assign(
        properties,
        (objectSchema(type, fragment.selectionSet, document).properties ?? {}) as object,
      );
    }
  }
  return {
    type: 'object',
    ...(type.description ? { description: type.description } : {}),
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** The JSON a client may send for an input type (every field optional unless non-null). */
export function inputSchema(type: GraphQLInputType): JsonSchema {
  if (g.isNonNullType(type)) return inputSchema(type.ofType);
  if (g.isListType(type)) return { type: 'array', items: inputSchema(type.ofType) };
  if (g.isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return {
      type: 'object',
      ...(type.description ? { description: type.description } : {}),
      properties: Object.fromEntries(
        fields.map((field) => [field.name, described(inputSchema(field.type), field.description)]),
      ),
      required: fields.filter((field) => g.isNonNullType(field.type)).map((field) => field.name),
    };
  }
  return leafSchema(type);
}

/** The input type of a variable of the operation, e.g. `$input: ListingInput!`. */
export function variableType(schema: GraphQLSchema, operation: OperationDefinitionNode, name: string) {
  const definition = operation.variableDefinitions?.find((v) => v.variable.name.value === name);
  if (!definition) return undefined;
  return g.typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
}
