// Students for the load run (the real sign-up over REST is test-support's rest-sign-up).
// - `seedStudents`: many students at once, made directly in the database with a complete profile,
//   the current terms and one password hash made by the app's own `hashPassword` (hashing 200
//   passwords would cost minutes of CPU before the load starts); the load then signs them in by
//   password through POST /api/auth/login like the web app does.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { hashPassword } from '@campus-swap/schema/services/password';

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
