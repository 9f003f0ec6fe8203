// Every id argument of every operation is validated (issue 20, ADR 143): the review found that
// `revokeApiToken` with a 36-character id that is not a uuid answered INTERNAL and logged a Prisma
// stack. The operations are read off the schema (every root field with an ID argument, so a new one
// is covered as soon as it exists) and the REST rows with a path id; each gets ids that are not
// uuids, as a signed-in student who is also staff (STAFF_EMAILS), so that the support desk's ids are
// read too: a plain student is refused FORBIDDEN before any id is looked at. Each answer is a
// documented client error, and nothing is logged at error level.
import { Writable } from 'node:stream';
import type { GraphQLField } from 'graphql';
import { pino } from 'pino';
import { routes } from '@campus-swap/rest-facade/routes/index';
import { schema } from '@campus-swap/schema/index';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Ids a client may send that name nothing: 36 characters of the wrong kind, near-misses, junk. */
const NOT_UUIDS = [
  '------------------------------------',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '123e4567-e89b-12d3-a456-42661417400g',
  '123e4567-e89b-12d3-a456-4266141740000',
  '{123e4567-e89b-12d3-a456-426614174000}',
  '123e4567e89b12d3a456426614174000',
  '123e4567-e89b-12d3-a456-426614174000 ',
  'not-a-uuid',
  '',
  '0',
  '\'; DROP TABLE "User"; --',
  'x'.repeat(600),
];

/** What a malformed id may be answered with: the operation's own "no such thing", or a refusal of the value. */
const CLIENT_ERRORS = ['NOT_FOUND', 'VALIDATION_FAILED', 'BAD_REQUEST'];

const errorLines: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line.slice(0, 400));
      }
      done();
    },
  }),
);

let server: RunningServer;
let token: string;

const STAFF_EMAIL = 'id-arguments-staff@rutgers.edu';

beforeAll(async () => {
  server = await startInProcessGateway({ STAFF_EMAILS: STAFF_EMAIL }, { log });
  token = (await createStudent(server.db, { email: STAFF_EMAIL })).token;
});
afterAll(async () => {
  await server?.close();
});

/** Root fields with an ID argument, as [kind, field, argument]. */
function idOperations(): [string, GraphQLField<unknown, unknown>, string][] {
  const out: [string, GraphQLField<unknown, unknown>, string][] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      for (const arg of field.args)
        if (String(arg.type).replace(/[[\]!]/g, '') === 'ID') out.push([kind, field, arg.name]);
    }
  }
  return out;
}

async function graphql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { errors?: { extensions?: { code?: string } }[] },
  };
}

describe('id arguments that are not uuids', () => {
  it('every GraphQL operation with an ID argument answers a documented client error', async () => {
    const operations = idOperations();
    expect(operations.map(([, field]) => field.name)).toContain('revokeApiToken');
    const wrong: string[] = [];
    for (const [kind, field, argName] of operations) {
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const query = `${kind} (${defs}) { ${field.name}(${args}) { __typename } }`;
      for (const id of NOT_UUIDS) {
        const { status, body } = await graphql(query, { [argName]: id });
        const code = body.errors?.[0]?.extensions?.code;
        if (status >= 500 || !CLIENT_ERRORS.includes(code ?? '')) {
          wrong.push(`${field.name}(${argName}: ${JSON.stringify(id.slice(0, 40))}): ${status} ${code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every REST row with a path id answers a documented client error', async () => {
    const rows = routes.filter((route) => route.path.includes(':'));
    expect(rows.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of rows) {
      for (const id of NOT_UUIDS.filter((value) => value !== '')) {
        const path = `/api${route.path.replace(/:\w+/, encodeURIComponent(id))}`;
        const res = await fetch(`${server.url}${path}`, {
          method: route.method,
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { code?: string };
        if (res.status >= 500 || !CLIENT_ERRORS.includes(body.code ?? ''))
          wrong.push(`${route.method} ${path.slice(0, 60)}: ${res.status} ${body.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('logged nothing at error level', () => {
    expect(errorLines).toEqual([]);
  });
});
