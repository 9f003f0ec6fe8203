// Students for the load run and the multi-process tests.
// - `signUpByCode`: the real first sign-in: request-otp, the code from the SMTP receiver's mail,
//   verify-otp, then profile and terms through the API.
// - `seedStudents`: many students at once, made directly in the database with a complete profile,
//   the current terms and one password hash made by the app's own `hashPassword` (hashing 200
//   passwords would cost minutes of CPU before the load starts); the load then signs them in by
//   password through POST /api/auth/login like the web app does.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { TERMS_VERSION } from '../../schema/src/constants.ts';
import { hashPassword } from '../../schema/src/services/password.ts';
import type { SmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { type Answer, call } from './http.ts';

function ok(answer: Answer, what: string): Answer {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

export async function signUpByCode(
  base: string,
  mail: SmtpReceiver,
  options: { email?: string; verifyOn?: string } = {},
): Promise<{ email: string; token: string }> {
  const email = options.email ?? `load-${randomUUID().slice(0, 8)}@rutgers.edu`;
  const since = Date.now();
  ok(await call(base, 'POST', '/api/auth/request-otp', { body: { email } }), 'request-otp');
  const code = await mail.waitForCode(email, since);
  const verified = ok(
    await call(options.verifyOn ?? base, 'POST', '/api/auth/verify-otp', { body: { email, code } }),
    'verify-otp',
  );
  return { email, token: verified.body.token as string };
}

export async function completeProfile(base: string, token: string, name: string): Promise<void> {
  ok(
    await call(base, 'POST', '/api/auth/setup-profile', {
      token,
      body: {
        name,
        age: 20,
        year: 'junior',
        instagram: `ig_${name.replace(/\W/g, '_')}`.slice(0, 30),
        linkedin: '',
      },
    }),
    'setup-profile',
  );
  ok(
    await call(base, 'POST', '/api/auth/accept-terms', { token, body: { version: TERMS_VERSION } }),
    'accept-terms',
  );
}

export type SeededStudent = { id: string; email: string; password: string; ip: string };

export async function seedStudents(
  databaseUrl: string,
  count: number,
  password: string,
): Promise<SeededStudent[]> {
  const passwordHash = await hashPassword(password);
  const run = randomUUID().slice(0, 6);
  const students = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    email: `load${i}-${run}@rutgers.edu`,
    password,
    // one address per student, as a campus proxy would report them (10.x.y.z)
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < students.length; i += 500) {
      const batch = students.slice(i, i + 500);
      const values: unknown[] = [];
      const rows = batch.map((s, j) => {
        values.push(s.id, s.email, `Load Student ${i + j}`, `ig_load${i + j}`, passwordHash, TERMS_VERSION);
        const p = j * 6;
        return `($${p + 1}::uuid, $${p + 2}, $${p + 3}, 20, 'junior', $${p + 4}, '', $${p + 5}, $${p + 6}, now(), now())`;
      });
      await client.query(
        `INSERT INTO "User" ("id", "email", "name", "age", "year", "instagram", "linkedin", "passwordHash",
           "termsVersion", "termsAcceptedAt", "updatedAt") VALUES ${rows.join(',')}`,
        values,
      );
    }
  } finally {
    await client.end();
  }
  return students;
}
