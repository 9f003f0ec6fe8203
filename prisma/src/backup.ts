// Backups of the embedded database (PGlite) as PGlite's own data-folder archive (dumpDataDir: a
// tar of the folder, gzipped here), and their restore into an empty folder (ADR 172). A running
// server takes its backup between transactions: it checkpoints, waits for the open interactive
// transaction (the Prisma adapter holds PGlite's transaction lock for its whole length), and copies
// the folder under that lock, so the archive is one committed state. Compression runs after the
// locks are released, on libuv's threads, so the database waits only for the copy.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { makeTreePrivate, openPrivatePGlite } from './private-files.ts';

/** The archive of a PGlite database that is open in this process (gzip of PGlite's tar). */
export async function backupPGlite(pglite: PGlite): Promise<Uint8Array> {
  // (query() itself takes the transaction lock, so the checkpoint runs before taking it)
  await pglite.query('CHECKPOINT');
  const tar = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
  return new Uint8Array(await promisify(gzip)(new Uint8Array(await tar.arrayBuffer())));
}

/** The archive of the PGlite database in `dataDir`, opened here (no server may hold the folder). */
export async function backupPGliteFolder(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new BackupError(`no embedded database in ${dataDir}`);
  }
  const { pglite } = await openPrivatePGlite(dataDir);
  try {
    return await backupPGlite(pglite);
  } finally {
    await pglite.close();
    makeTreePrivate(dataDir);
  }
}

export class BackupError extends Error {}

/**
 * Restores an archive into `dataDir`, which must be missing or empty unless `overwrite` (then its
 * contents are removed first). Returns the migrations the restored database has applied, as a check
 * that it opens and holds this app's tables.
 */
export async function restorePGlite(
  archive: Uint8Array,
  dataDir: string,
  options: { overwrite?: boolean } = {},
): Promise<string[]> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!options.overwrite) {
      throw new BackupError(`${dataDir} is not empty; restore into an empty folder, or pass --overwrite`);
    }
    for (const entry of readdirSync(dataDir))
      rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  let tar: Uint8Array;
  try {
    tar = new Uint8Array(await promisify(gunzip)(archive));
  } catch {
    throw new BackupError('that file is not a Campus Swap backup (not gzip)');
  }
  const loadDataDir = new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' });
  // the folder is 0700 before the archive's files land in it, and they are 0600 (ADR 282)
  const { pglite } = await openPrivatePGlite(dataDir, { loadDataDir });
  try {
    const { rows } = await pglite.query<{ name: string }>(
      'SELECT "name" FROM "_campus_swap_migrations" ORDER BY "name"',
    );
    return rows.map((row) => row.name);
  } finally {
    await pglite.close();
    makeTreePrivate(dataDir);
  }
}
