// What the published OpenAPI document (GET /api/openapi.json, docs/decisions/060-developer-reference.md)
// says an answer holds. The card-like answers (match cards, swap requests, 3-way swaps) carry every
// field of their GraphQL type (docs/decisions/100-rest-documents-and-full-fragments.md), so their exact key set is the
// published one; the specs check that set and the documented fields' values (ADR 130).
import { api, type Json } from './students.ts';

let published: Promise<Json> | undefined;

function openApi(): Promise<Json> {
  published ??= api('GET', '/api/openapi.json').then((answer) => {
    if (answer.status !== 200) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
    return answer.body;
  });
  return published;
}

/**
 * The sorted keys the document gives an object inside a 2xx answer: `path` as the document names it
 * (below /api, e.g. '/matches'), then property names, '[]' stepping into an array's items.
 */
export async function publishedKeys(
  method: 'get' | 'post',
  path: string,
  ...at: string[]
): Promise<string[]> {
  const doc = await openApi();
  // shared shapes are components (ADR 191): follow a `$ref`, and the non-null side of a nullable
  const shape = (schema: Json): Json => {
    const named = schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    const nonNull = named?.anyOf?.find((option: Json) => option.type !== 'null');
    return nonNull ? shape(nonNull) : named;
  };
  // a success several operations give is a shared response (components.responses)
  const answer = doc.paths[path]?.[method]?.responses?.['200'];
  const response = answer?.$ref ? doc.components.responses[answer.$ref.split('/').pop()] : answer;
  let node: Json = shape(response?.content?.['application/json']?.schema);
  for (const step of at) node = shape(step === '[]' ? node?.items : node?.properties?.[step]);
  if (!node?.properties) throw new Error(`no object at ${method} ${path} ${at.join(' ')}`);
  return Object.keys(node.properties).sort();
}

/** The named keys of an answer object (to compare the documented fields exactly, whatever else it has). */
export function documented(answer: Json, keys: readonly string[]): Record<string, Json> {
  return Object.fromEntries(keys.filter((key) => key in answer).map((key) => [key, answer[key]]));
}
