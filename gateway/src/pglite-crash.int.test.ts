// The embedded gateway (PGlite in a folder, `npm start`) killed with SIGKILL in the middle of writes,
// then started again on the same folder (issue 9, faults): it opens, applies no migration again,
// every acknowledged write is there (each listing is exactly one version its student sent) and the
// sessions made before the kill still work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '@campus-swap/prisma/migrations';
import { DORM_BUSCH_WANTS_LIVI } from '@campus-swap/test-support/listing-fixtures';
import { type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';
import { call, closeAgents } from '../../bench/load/http.ts';
import { completeProfile, profileNamed, signUpByCode } from '@campus-swap/test-support/rest-sign-up';

let dir: string;
let mail: SmtpReceiver;
const gateways: GatewayProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-pglite-crash-'));
  mail = await startSmtpReceiver();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.stop();
  closeAgents();
  await mail?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ PGLITE_DIR: path.join(dir, 'pglite'), SMTP_URL: mail.smtpUrl, DATABASE_URL: '' });
const applied = (log: string) => [...log.matchAll(/"migrationsApplied":(\d+)/g)].map((m) => Number(m[1]));

describe('embedded database: SIGKILL mid-write, then start again', () => {
  it('keeps every acknowledged write and does not re-run migrations', async () => {
    const first = await startGateway(env(), { logFile: path.join(dir, 'first.log') });
    gateways.push(first);
    expect(applied(first.logs())).toEqual([listMigrations().length]);

    const students: { token: string; acked: string | null; sent: string[] }[] = [];
    for (let i = 0; i < 4; i++) {
      const { token } = await signUpByCode(first.url, mail);
      await completeProfile(first.url, token, profileNamed(`Crash Student ${i}`));
      students.push({ token, acked: null, sent: [] });
    }

    // every student saves in a loop (bounded: 500 saves, 20 s) until the process dies under them
    let killed = false;
    const writers = students.map(async (student) => {
      const deadline = Date.now() + 20_000;
      for (let v = 0; v < 500 && !killed && Date.now() < deadline; v++) {
        const notes = `version ${v}`;
        student.sent.push(notes);
        try {
          const answer = await call(first.url, 'POST', '/api/listings', {
            token: student.token,
            body: { ...DORM_BUSCH_WANTS_LIVI, notes },
          });
          if (answer.status === 200) student.acked = notes;
        } catch {
          return; // the connection died with the process
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    killed = true;
    await first.kill9();
    await Promise.all(writers);
    expect(students.every((s) => s.acked !== null)).toBe(true);

    const second = await startGateway(env(), { logFile: path.join(dir, 'second.log') });
    gateways.push(second);
    expect(applied(second.logs())).toEqual([0]);
    for (const student of students) {
      const mine = await call(second.url, 'GET', '/api/listings/me', { token: student.token });
      expect(mine.status).toBe(200);
      const notes = mine.body.listing.notes as string;
      // the acknowledged version, or one sent after it whose answer was lost with the process
      const ackedAt = student.sent.indexOf(student.acked!);
      expect(student.sent.slice(ackedAt)).toContain(notes);
      expect(mine.body.listing).toMatchObject({ campusNow: 'Busch', dormNow: 'Judson Suites', active: true });
    }
    expect(await second.stop()).toBe(0);

    // each migration is recorded once, from the first start
    const db = await PGlite.create(path.join(dir, 'pglite'));
    try {
      const { rows } = await db.query<{ name: string }>(
        'SELECT "name" FROM "_campus_swap_migrations" ORDER BY "name"',
      );
      expect(rows.map((row) => row.name)).toEqual(listMigrations().map((m) => m.name));
    } finally {
      await db.close();
    }
  }, 240_000);
});
