// `npm run db:check`: fails when the committed migrations do not produce exactly schema.prisma.
import { diffMigrationsToSchema } from './prisma6-cli.ts';

const { sql, changed } = diffMigrationsToSchema();
if (changed) {
  console.error('prisma/migrations disagree with prisma/schema.prisma. Missing SQL:\n');
  console.error(sql);
  console.error('\nRun `npm run db:diff -- <name>` and commit the new migration.');
  process.exit(1);
}
console.info('migrations match schema.prisma');
