// Two gateway processes on one PostgreSQL database behave as one (issue 9): a code mailed by one
// verifies on the other, a session made on one works (and is revoked) on the other, only one runs
// the housekeeping job, and a listing saved on one appears in the other's matches within 1 s, also
// when its commit is stamped long before it lands (which only LISTEN/NOTIFY catches; the periodic
// re-read of recent rows would miss it until the 10-minute reload, ADR 021).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import { type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';
import { call, closeAgents } from '../../bench/load/http.ts';
import { completeProfile, profileNamed, signUpByCode } from '@campus-swap/test-support/rest-sign-up';

let database: ThrowawayPostgres;
let mail: SmtpReceiver;
let dir: string;
let one: GatewayProcess;
let two: GatewayProcess;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  mail = await startSmtpReceiver();
  dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-mp-'));
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: mail.smtpUrl,
    RUN_JOBS: 'true',
    DATABASE_POOL_SIZE: '4',
  };
  // one after the other: the second must find the migrations applied, not apply them again
  one = await startGateway(env, { logFile: path.join(dir, 'one.log') });
  two = await startGateway(env, { logFile: path.join(dir, 'two.log') });
});
afterAll(async () => {
  await one?.stop();
  await two?.stop();
  closeAgents();
  await mail?.close();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** GET /api/matches on `base` until a card with id `listingId` shows up (or `ms` pass); elapsed ms or null. */
async function cardAppears(
  base: string,
  token: string,
  listingId: string,
  ms: number,
): Promise<number | null> {
  const start = Date.now();
  for (let i = 0; i < 1_000 && Date.now() - start < ms; i++) {
    const answer = await call(base, 'GET', '/api/matches', { token });
    expect(answer.status).toBe(200);
    if (answer.body.cards.some((card: { id: string }) => card.id === listingId)) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}

describe('two gateway processes on one PostgreSQL database', () => {
  it('share codes and sessions: mailed by one, verified and used on the other, revoked everywhere', async () => {
    const student = await signUpByCode(one.url, mail, { verifyOn: two.url });
    expect((await call(one.url, 'GET', '/api/auth/me', { token: student.token })).body.user.email).toBe(
      student.email,
    );
    expect((await call(two.url, 'POST', '/api/auth/logout', { token: student.token })).status).toBe(200);
    const after = await call(one.url, 'GET', '/api/auth/me', { token: student.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
  });

  it('runs the housekeeping job in exactly one of them', async () => {
    // each runs a tick at start-up; the lease lets only one of them do the housekeeping
    const done = (log: string) =>
      log.split('\n').filter((line) => line.includes('"msg":"housekeeping done"')).length;
    const deadline = Date.now() + 10_000;
    while (done(one.logs()) + done(two.logs()) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(done(one.logs()) + done(two.logs())).toBe(1);
  });

  it('shows a listing saved on one in the matches served by the other within 1 s', async () => {
    const viewer = await signUpByCode(two.url, mail);
    await completeProfile(two.url, viewer.token, profileNamed('Viewer On Two'));
    expect(
      (await call(two.url, 'POST', '/api/listings', { token: viewer.token, body: DORM_BUSCH_WANTS_LIVI }))
        .status,
    ).toBe(200);
    expect((await call(two.url, 'GET', '/api/matches', { token: viewer.token })).body.cards).toEqual([]);

    const poster = await signUpByCode(one.url, mail);
    await completeProfile(one.url, poster.token, profileNamed('Poster On One'));
    const saved = await call(one.url, 'POST', '/api/listings', {
      token: poster.token,
      body: DORM_LIVI_WANTS_BUSCH,
    });
    expect(saved.status).toBe(200);
    const elapsed = await cardAppears(two.url, viewer.token, saved.body.listing.id, 1_000);
    expect(elapsed).not.toBeNull();

    // A write whose commit lands long after its timestamp (a long transaction, a slow clock): the
    // re-read of recent rows cannot see it; the notification still brings it within 1 s.
    const late = await signUpByCode(one.url, mail);
    await completeProfile(one.url, late.token, profileNamed('Late Committer'));
    const lateListing = await call(one.url, 'POST', '/api/listings', {
      token: late.token,
      body: DORM_LIVI_WANTS_BUSCH,
    });
    await call(one.url, 'POST', '/api/listings/deactivate', { token: late.token });
    // wait until the deactivation has reached process two (the card is gone)
    const gone = Date.now() + 5_000;
    for (let i = 0; i < 200 && Date.now() < gone; i++) {
      const cards = (await call(two.url, 'GET', '/api/matches', { token: viewer.token })).body.cards as {
        id: string;
      }[];
      if (!cards.some((card) => card.id === lateListing.body.listing.id)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `UPDATE "Listing" SET "active" = true, "updatedAt" = now() - interval '1 hour' WHERE "id" = $1`,
        [lateListing.body.listing.id],
      );
    } finally {
      await client.end();
    }
    expect(await cardAppears(two.url, viewer.token, lateListing.body.listing.id, 1_000)).not.toBeNull();
  });
});
