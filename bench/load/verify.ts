// After the load: every acknowledged write is in the database and consistent (issue 9).
// - one listing per student, equal to the last version the server acknowledged, or to a complete
//   later version whose answer was lost with a killed gateway (never a mix of two: no partial writes);
// - every acknowledged reveal is stored;
// - connections are symmetric: A's connected list names B exactly when B's names A (read through the
//   API) and exactly when both reveals are stored;
// - no contact was shown before both students had revealed (each contact the API showed is checked
//   against the two reveals' commit times).
import pg from 'pg';
import { schema } from '@campus-swap/schema/index';
import { graphql as g } from '@campus-swap/schema/graphql-cjs';
import { call } from './http.ts';
import type { ListingState, StudentRecord } from './mix.ts';

/** Clock slack between a reveal's createdAt (database) and when the client saw the contact. */
const SLACK_MS = 50;

export type Verdict = { ok: boolean; problems: string[]; checked: Record<string, number> };

/** The fields a write sends (ListingInput's, as the REST facade reads them), compared field by field. */
const listingInput = schema.getType('ListingInput');
if (!g.isInputObjectType(listingInput)) throw new Error('the schema has no ListingInput');
const FIELDS = Object.keys(listingInput.getFields()) as (keyof ListingState)[];

function same(a: ListingState, b: ListingState): boolean {
  return FIELDS.every((field) => {
    const x = a[field];
    const y = b[field];
    if (Array.isArray(x) && Array.isArray(y)) return [...x].sort().join('|') === [...y].sort().join('|');
    return (x ?? null) === (y ?? null);
  });
}

export async function verify(
  databaseUrl: string,
  records: StudentRecord[],
  gateway: string,
): Promise<Verdict> {
  const problems: string[] = [];
  const checked = { listings: 0, reveals: 0, connections: 0, contactsShown: 0 };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = records.map((r) => r.student.id);
    const listings = await client.query(
      `SELECT "id", "userId", "type"::text AS "type", "campusNow", "dormNow", "roomTypeNow", "campusWant", "dormWant",
              "roomTypeWant", "permitNow", "permitWant", "moveWhen", "flexible", "notes"
       FROM "Listing" WHERE "userId" = ANY($1::uuid[])`,
      [ids],
    );
    const byUser = new Map<string, ListingState & { id: string }>();
    for (const row of listings.rows) {
      if (byUser.has(row.userId)) problems.push(`student ${row.userId} has more than one listing`);
      byUser.set(row.userId, row);
    }
    const owner = new Map<string, string>(
      listings.rows.map((row) => [row.id as string, row.userId as string]),
    );
    for (const record of records) {
      const stored = byUser.get(record.student.id);
      const expected = [record.acked, ...record.unacked].filter((s): s is ListingState => s !== null);
      if (expected.length === 0) {
        if (stored && record.unacked.length === 0 && record.acked === null) {
          // a save whose answer was lost may have committed; with nothing sent, nothing may exist
          problems.push(`${record.student.email}: a listing exists that was never sent`);
        }
        continue;
      }
      checked.listings++;
      if (!stored) {
        if (record.acked) problems.push(`${record.student.email}: acknowledged listing missing`);
        continue;
      }
      if (!expected.some((state) => same(stored, state))) {
        problems.push(
          `${record.student.email}: stored listing ${JSON.stringify(stored)} is none of the versions sent (acknowledged ${JSON.stringify(record.acked)})`,
        );
      }
    }

    const reveals = await client.query(
      `SELECT "userId", "targetUserId", "listingId", "createdAt" FROM "Reveal" WHERE "userId" = ANY($1::uuid[])`,
      [ids],
    );
    const revealAt = new Map<string, number>(
      reveals.rows.map((row) => [`${row.userId}>${row.targetUserId}`, new Date(row.createdAt).getTime()]),
    );
    for (const record of records) {
      for (const [listingId] of record.reveals) {
        checked.reveals++;
        const target = owner.get(listingId);
        if (!target || !revealAt.has(`${record.student.id}>${target}`)) {
          problems.push(`${record.student.email}: acknowledged reveal of ${listingId} missing`);
        }
      }
      for (const [listingId, seenAt] of record.contactsSeen) {
        checked.contactsShown++;
        const target = owner.get(listingId);
        const mine = target ? revealAt.get(`${record.student.id}>${target}`) : undefined;
        const theirs = target ? revealAt.get(`${target}>${record.student.id}`) : undefined;
        if (mine === undefined || theirs === undefined || Math.max(mine, theirs) > seenAt + SLACK_MS) {
          problems.push(
            `${record.student.email}: saw the contact of listing ${listingId} without two reveals`,
          );
        }
      }
    }

    // connections through the API, for every student: symmetric and equal to the mutual reveals
    const connectedOf = new Map<string, Set<string>>();
    for (const record of records) {
      const login = await call(gateway, 'POST', '/api/auth/login', {
        body: { email: record.student.email, password: record.student.password },
        ip: record.student.ip,
      });
      if (login.status !== 200) {
        problems.push(`${record.student.email}: could not sign in for the check (${login.status})`);
        continue;
      }
      const token = login.body.token as string;
      const swaps = await call(gateway, 'GET', '/api/swaps/requests', { token, ip: record.student.ip });
      await call(gateway, 'POST', '/api/auth/logout', { token, ip: record.student.ip });
      if (swaps.status !== 200) {
        problems.push(`${record.student.email}: swap requests answered ${swaps.status}`);
        continue;
      }
      connectedOf.set(
        record.student.id,
        new Set(
          (swaps.body.connected as { listingId: string }[]).map(
            (c) => owner.get(c.listingId) ?? `?${c.listingId}`,
          ),
        ),
      );
    }
    for (const [user, others] of connectedOf) {
      for (const other of others) {
        checked.connections++;
        if (connectedOf.has(other) && !connectedOf.get(other)!.has(user)) {
          problems.push(`connection ${user} -> ${other} is not symmetric`);
        }
        if (!revealAt.has(`${user}>${other}`) || !revealAt.has(`${other}>${user}`)) {
          problems.push(`connection ${user} -> ${other} without two reveals`);
        }
      }
    }
    for (const key of revealAt.keys()) {
      const [a, b] = key.split('>') as [string, string];
      if (revealAt.has(`${b}>${a}`) && connectedOf.has(a) && !connectedOf.get(a)!.has(b)) {
        problems.push(`mutual reveals ${a} <-> ${b} but not connected`);
      }
    }
  } finally {
    await client.end();
  }
  return { ok: problems.length === 0, problems, checked };
}
