// `npm run db:backup -- <file>` and `npm run db:restore -- <file> [--overwrite]`: the embedded
// database's backup and restore (ADR 172). Reads only DATABASE_URL and PGLITE_DIR, so it runs with
// the server's environment or none. PostgreSQL is backed up with pg_dump (README).
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { BackupError, backupPGliteFolder, restorePGlite } from './backup.ts';
import { writePrivateFile } from './private-files.ts';
import { requestBackup } from './backup-socket.ts';
import { DEFAULT_PGLITE_DIR } from './database.ts';

const USAGE = `usage: npm run db:backup -- <file>
       npm run db:restore -- <file> [--overwrite]
The embedded database is the folder PGLITE_DIR (default ${DEFAULT_PGLITE_DIR}).`;

async function backup(file: string, dataDir: string): Promise<string> {
  const fromServer = await requestBackup(dataDir);
  const archive = fromServer ?? (await backupPGliteFolder(dataDir));
  // written beside and renamed: a failed backup never leaves a truncated file under the name. Every
  // student's data is in it: 0600 from the first byte, also over a file left there before (ADR 282)
  const partial = `${file}.partial`;
  writePrivateFile(partial, archive);
  renameSync(partial, file);
  const source = fromServer ? 'from the running server' : 'from the data folder (no server was running)';
  return `backup of ${dataDir} written to ${file} (${archive.byteLength} bytes), ${source}`;
}

async function restore(file: string, dataDir: string, overwrite: boolean): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  if ((await requestBackup(dataDir).catch(() => new Uint8Array())) !== null) {
    throw new BackupError(`a server is running on ${dataDir}; stop it before restoring into its folder`);
  }
  const migrations = await restorePGlite(new Uint8Array(readFileSync(file)), dataDir, { overwrite });
  return `restored ${file} into ${dataDir} (${migrations.length} migrations applied, last ${migrations.at(-1)})`;
}

async function runBackupCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command, file, ...flags] = argv;
  const unknown = flags.filter((flag) => flag !== '--overwrite');
  if ((command !== 'backup' && command !== 'restore') || !file || unknown.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (README "Backups").');
    return 2;
  }
  const dataDir = env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
  if (dataDir.startsWith('memory://')) {
    console.error('PGLITE_DIR is memory://: that database lives in its server process only.');
    return 2;
  }
  try {
    const done =
      command === 'backup'
        ? await backup(file, dataDir)
        : await restore(file, dataDir, flags.includes('--overwrite'));
    console.info(done);
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    return 1;
  }
}

process.exitCode = await runBackupCli(process.argv.slice(2), process.env);
