// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in
// ./data/ when DATABASE_URL is not set (the same choice the gateway makes at start-up).
import { openDatabase } from './database.ts';

const url = process.env.DATABASE_URL;
const db = await openDatabase(
  url ? { kind: 'postgresql', url } : { kind: 'pglite', dataDir: process.env.PGLITE_DIR ?? './data/pglite' },
);
await db.close();
console.info(`migrations applied (${url ? 'PostgreSQL' : 'embedded PGlite'})`);
