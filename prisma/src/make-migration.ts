// `npm run db:diff -- <name>`: writes prisma/migrations/<NNNN>_<name>/migration.sql with the SQL that
// brings the committed migrations up to schema.prisma. Review the file before committing it.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
const next = String(existing.length + 1).padStart(4, '0');
const dir = path.join(migrationsDir, `${next}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
console.info(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
