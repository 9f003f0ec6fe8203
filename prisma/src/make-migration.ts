// `npm run db:diff -- <name>`: writes prisma/migrations/<NNNN>_<name>/migration.sql with the SQL that
// brings the committed migrations up to schema.prisma. Review the file before committing it.
import { appendFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { landingOrderFile, nextNumber } from './migration-order.ts';
import { diffMigrationsToSchema, migrationsDir } from './prisma6-cli.ts';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
if (!name) {
  console.error('usage: npm run db:diff -- <migration_name>');
  process.exit(1);
}
const { sql, changed } = diffMigrationsToSchema();
if (!changed) {
  console.info('schema.prisma and the migrations agree; nothing to write.');
  process.exit(0);
}
const existing = readdirSync(migrationsDir).filter((entry) => /^\d{4}_/.test(entry));
// the next number after the highest (numbers have gaps: a count would sort before older ones)
const dir = path.join(migrationsDir, `${nextNumber(existing)}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
appendFileSync(landingOrderFile(migrationsDir), `${path.basename(dir)}\n`);
console.info(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
