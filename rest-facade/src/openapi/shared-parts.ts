// What several operations of the OpenAPI document share becomes one component each, so the document
// says it once (ADR 191, 300): a success answer, a request body, a query parameter.
import type { JsonSchema } from './json-schema.ts';

/**
 * A success answer that several operations give (SuccessPayload, NotificationSettings, …) becomes a
 * shared response named by its schema, and those operations refer to it.
 */
export function sharedAnswers(paths: Record<string, Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
  const answers = new Map<string, { answer: JsonSchema; uses: Record<string, JsonSchema>[] }>();
  for (const operation of operations) {
    const responses = operation.responses as Record<string, JsonSchema>;
    const text = JSON.stringify(responses[200]);
    const entry = answers.get(text) ?? { answer: responses[200]!, uses: [] };
    entry.uses.push(responses);
    answers.set(text, entry);
  }
  const shared: Record<string, JsonSchema> = {};
  for (const { answer, uses } of answers.values()) {
    const schema = (answer.content as Record<string, { schema: JsonSchema }>)['application/json']!.schema;
    const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined;
    // an inline answer (a `data` wrapper) is its operation's own
    if (uses.length < 2 || !name) continue;
    shared[name] = answer;
    for (const responses of uses) responses[200] = { $ref: `#/components/responses/${name}` };
  }
  return shared;
}

/** A request body that several operations take (StaffReasonInput, …) is written once, named by its schema. */
export function sharedBodies(paths: Record<string, Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
  const nameOf = (operation: JsonSchema) => {
    const content = (operation.requestBody as JsonSchema | undefined)?.content as
      | Record<string, { schema: JsonSchema }>
      | undefined;
    const ref = content?.['application/json']?.schema.$ref;
    return typeof ref === 'string' ? ref.split('/').pop() : undefined;
  };
  const names = operations.map(nameOf);
  const shared: Record<string, JsonSchema> = {};
  operations.forEach((operation, i) => {
    const name = names[i];
    // a body of variables, or a named one only this operation takes, stays its own
    if (!name || names.filter((other) => other === name).length < 2) return;
    shared[name] = operation.requestBody as JsonSchema;
    operation.requestBody = { $ref: `#/components/requestBodies/${name}` };
  });
  return shared;
}

/**
 * A query parameter several operations take alike (the desk's `first` and `after`) becomes one
 * component, named by the parameter, and those operations refer to it (issue 25: cut repetition).
 */
export function sharedParameters(
  paths: Record<string, Record<string, JsonSchema>>,
  shared: Record<string, JsonSchema>,
): void {
  const lists = Object.values(paths)
    .flatMap((methods) => Object.values(methods))
    .map((operation) => operation.parameters as JsonSchema[] | undefined)
    .filter((list): list is JsonSchema[] => !!list);
  const uses = new Map<string, number>();
  for (const parameter of lists.flat()) {
    if (!('$ref' in parameter))
      uses.set(JSON.stringify(parameter), (uses.get(JSON.stringify(parameter)) ?? 0) + 1);
  }
  for (const list of lists) {
    list.forEach((parameter, i) => {
      const text = JSON.stringify(parameter);
      const name = parameter.name as string;
      if ('$ref' in parameter || (uses.get(text) ?? 0) < 2) return;
      // a different parameter of the same name keeps its own copy
      if (shared[name] && JSON.stringify(shared[name]) !== text) return;
      shared[name] = parameter;
      list[i] = { $ref: `#/components/parameters/${name}` };
    });
  }
}
