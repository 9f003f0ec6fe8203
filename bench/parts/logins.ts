// 50 password logins arriving at once (issue 9, ADR 032): the time until the last is answered, and
// other students' GET /api/matches p99 meanwhile; once for accounts hashed with argon2id, and, as the
// baseline of the same run, for accounts still on the old scrypt hash (whose first login also
// rehashes them to argon2id, as it would on the day after the switch).
import { performance } from 'node:perf_hooks';
import { hashPassword, hashPasswordScrypt } from '@campus-swap/schema/services/password';
import { createSession } from '@campus-swap/schema/services/sessions';
import { startChild } from '../lib/child.ts';
import { type Answer, createClient, percentile } from '../lib/load.ts';
import { PRODUCTION, QUICK, sleep } from '../lib/stack.ts';
import type { Figure, Shared } from './types.ts';

const LOGINS = QUICK ? 20 : 50;
const PASSWORD = 'Storm2024!';
const READERS = 5;
/** students each reader takes turns with: one student reading non-stop would meet the per-student limit */
const STUDENTS_PER_READER = 20;

type Storm = {
  lastMs: number;
  failures: number;
  readerP99: number;
  readerCount: number;
  readerErrors: number;
};

async function storm(url: string, emails: string[], readerTokens: string[]): Promise<Storm> {
  // the scrypt baseline took 17.9 s on a quiet machine: give every login up to 3 minutes
  const logins = createClient(url, emails.length, 180_000);
  const readers = createClient(url, READERS);
  const readerTimes: number[] = [];
  let readerErrors = 0;
  let storming = true;
  try {
    // other students keep reading their matches while the storm lasts (bounded: 2,000 each, 200 s)
    const deadline = performance.now() + 200_000;
    const reading = Promise.all(
      Array.from({ length: READERS }, async (_, reader) => {
        for (let i = 0; i < 2_000 && storming && performance.now() < deadline; i++) {
          // at this pace one student would meet the general limit of 600 requests a minute (ADR 031),
          // and one address its per-IP limit: what is measured is the read, not the limiter
          const token = readerTokens[reader * STUDENTS_PER_READER + (i % STUDENTS_PER_READER)]!;
          const answer = await readers.send({
            path: '/api/matches',
            headers: {
              authorization: `Bearer ${token}`,
              'x-forwarded-for': `10.${20 + reader}.${Math.floor(i / 250)}.${i % 250}`,
            },
          });
          if (answer.status === 200) readerTimes.push(answer.ms);
          else readerErrors++;
        }
      }),
    );
    await sleep(200);
    const started = performance.now();
    const answers: Answer[] = await Promise.all(
      emails.map((email, i) =>
        logins.send({
          method: 'POST',
          path: '/api/auth/login',
          // every login from its own address, as students on their phones (the per-IP auth tier is
          // not what is measured here)
          headers: { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` },
          body: JSON.stringify({ email, password: PASSWORD }),
        }),
      ),
    );
    const lastMs = performance.now() - started;
    storming = false;
    await reading;
    readerTimes.sort((a, b) => a - b);
    const failed = answers.filter((a) => a.status !== 200);
    if (failed.length > 0)
      console.warn(`bench: ${failed.length} logins failed, e.g. ${failed[0]!.status} ${failed[0]!.body}`);
    return {
      lastMs,
      failures: failed.length,
      readerP99: percentile(readerTimes, 99),
      readerCount: readerTimes.length,
      readerErrors,
    };
  } finally {
    storming = false;
    logins.close();
    readers.close();
  }
}

export async function measureLoginStorm(shared: Shared): Promise<Figure[]> {
  const { prisma } = shared;
  // one hash per kind, copied to every account: hashing 50 times with scrypt would take most of a minute
  const [argon2Hash, scryptHash] = [await hashPassword(PASSWORD), await hashPasswordScrypt(PASSWORD)];
  const make = async (prefix: string, passwordHash: string) => {
    const emails = Array.from({ length: LOGINS }, (_, i) => `${prefix}${i}@rutgers.edu`);
    await prisma.user.createMany({ data: emails.map((email) => ({ email, passwordHash })) });
    return emails;
  };
  const argon2Emails = await make('storm-argon2-', argon2Hash);
  const scryptEmails = await make('storm-scrypt-', scryptHash);
  const readerTokens = await Promise.all(
    shared.studentIds.slice(0, READERS * STUDENTS_PER_READER).map((id) => createSession(prisma, id, 'OTP')),
  );

  const gateway = await startChild('gateway', {
    ...PRODUCTION,
    DATABASE_URL: shared.databaseUrl,
    RUN_JOBS: 'false',
    LOG_LEVEL: 'silent',
    // the load generator stands for one load balancer that names each client in X-Forwarded-For
    TRUST_PROXY: '1',
  });
  try {
    // warm-up: one login of each kind is not part of the storm (it would rehash one scrypt account)
    const warm = createClient(gateway.url, 1);
    for (let i = 0; i < 20; i++) {
      await warm.send({ path: '/api/matches', headers: { authorization: `Bearer ${readerTokens[0]!}` } });
    }
    warm.close();
    const baseline = await storm(gateway.url, scryptEmails, readerTokens);
    await sleep(1_000);
    const argon2 = await storm(gateway.url, argon2Emails, readerTokens);
    const rehashed = await prisma.user.count({
      where: { email: { in: scryptEmails }, passwordHash: { startsWith: '$argon2id$' } },
    });
    const describe = (s: Storm) =>
      `last answered after ${(s.lastMs / 1000).toFixed(2)} s (${s.failures} failed)`;
    const readers = (s: Storm) =>
      `p99 ${s.readerP99.toFixed(1)} ms over ${s.readerCount} reads (${s.readerErrors} errors)`;
    return [
      {
        name: `${LOGINS} password logins at once: last answer, argon2id (s)`,
        ratio: argon2.lastMs / 1000,
        aim: '≤ 3',
        met: argon2.lastMs <= 3_000 && argon2.failures === 0,
        figure: describe(argon2),
        baseline: `scrypt accounts: ${describe(baseline)}; ${rehashed}/${LOGINS} rehashed to argon2id`,
      },
      {
        name: `other students' GET /api/matches p99 during the ${LOGINS}-login storm, argon2id (ms)`,
        ratio: argon2.readerP99,
        aim: '≤ 200',
        met: argon2.readerP99 <= 200 && argon2.readerErrors === 0,
        figure: readers(argon2),
        baseline: `during the scrypt storm: ${readers(baseline)}`,
      },
    ];
  } finally {
    await gateway.stop();
  }
}
