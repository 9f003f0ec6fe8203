// The order of the migrations (docs/decisions/192-migration-order.md): new databases apply them by
// number; prisma/migrations/landing-order.txt records the order in which they landed on main, which
// is the order databases that existed all along applied them. The two differ where a migration
// landed after a higher number (numbers are reserved per issue); migration-order.int.test.ts proves
// both orders build the same schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from './migrations.ts';

export const landingOrderFile = (dir = migrationsDir) => path.join(dir, 'landing-order.txt');

/** The migration names of landing-order.txt, in order (comments and blank lines skipped). */
export function landingOrder(dir = migrationsDir): string[] {
  return readFileSync(landingOrderFile(dir), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const numberOf = (name: string) => Number(name.slice(0, 4));

/** What is wrong with the migrations' names and landing list; empty when nothing is. */
export function orderProblems(directories: readonly string[], landed: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of directories) {
    if (!/^\d{4}_[a-z0-9_]+$/.test(name)) problems.push(`${name}: not NNNN_lower_case_name`);
    if (!landed.includes(name)) {
      problems.push(
        `${name}: append it to prisma/migrations/landing-order.txt (the order they land on main)`,
      );
    }
  }
  for (const [i, name] of landed.entries()) {
    if (!directories.includes(name)) problems.push(`${name}: in landing-order.txt but no such folder`);
    if (landed.indexOf(name) !== i) problems.push(`${name}: twice in landing-order.txt`);
  }
  const numbers = directories.map(numberOf);
  for (const [i, n] of numbers.entries()) {
    if (numbers.indexOf(n) !== i) problems.push(`${directories[i]}: number ${n} is taken twice`);
  }
  return problems;
}

/** The number a new migration takes: one more than the highest so far (a count would sort too low). */
export function nextNumber(directories: readonly string[]): string {
  return String(Math.max(0, ...directories.map(numberOf)) + 1).padStart(4, '0');
}
