// The embedded database's folder and its backups belong to the account that runs the server (ADR 282).
// PGlite writes through Emscripten's NODEFS: initdb's files land 0666 whatever the umask, and files
// PostgreSQL opens with fopen (pg_internal.init, pg_stat) follow the umask (0644 by default). Any
// local account could then read every student's data, or write a Session row and become anyone. So
// the folder is made 0700 before PGlite writes into it, and the modes are set here (folders 0700,
// files 0600, as PostgreSQL's own server keeps them) after PGlite opened and after it closed.
import {
  chmodSync,
  closeSync,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The permission bits of a mode as text, e.g. "0755". */
export function modeText(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
}

/**
 * Creates `dir` and its missing parents 0700. Parents that already exist are the operator's and are
 * left as they are; the ones made here (./data for the default ./data/pglite) are private too.
 */
export function makePrivateDir(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (first === undefined) return;
  // the umask could only take bits away from 0700; set it exactly anyway, down from the first new folder
  const target = path.resolve(dir);
  for (let current = path.resolve(first); ; current = path.join(current, nextSegment(current, target))) {
    chmodSync(current, PRIVATE_DIR_MODE);
    if (current === target) return;
  }
}

function nextSegment(from: string, to: string): string {
  return path.relative(from, to).split(path.sep)[0] ?? '';
}

/**
 * The mode of `dir` as text when group or others may read, write or enter it ("0755"), else null
 * (also when it does not exist). A folder that is 0700 keeps everything inside it from other accounts.
 */
export function openToOthers(dir: string): string | null {
  try {
    const { mode } = lstatSync(dir);
    return mode & 0o077 ? modeText(mode) : null;
  } catch {
    return null;
  }
}

/**
 * Sets every folder under `dir` (itself included) to 0700 and every file to 0600; symbolic links are
 * left alone (chmod would follow them out of the folder). Returns how many modes it changed. A file
 * that PGlite removes meanwhile is skipped.
 */
export function makeTreePrivate(dir: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(entry);
    } catch {
      return;
    }
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : stats.isFile() ? PRIVATE_FILE_MODE : null;
    if (wanted === null) return;
    if ((stats.mode & 0o777) !== wanted) {
      try {
        chmodSync(entry, wanted);
        changed++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(dir);
  return changed;
}

/**
 * PGlite on the folder `dataDir`, private: the folder is made (or set) 0700 before PGlite writes into
 * it, and everything in it 0600/0700 once PGlite has opened. `wasOpen` is the folder's mode before,
 * when other accounts could enter it (the caller says so in its log). After closing PGlite, call
 * makeTreePrivate again: PostgreSQL writes some files on the way out (pg_stat) with the umask's mode.
 */
export async function openPrivatePGlite(
  dataDir: string,
  options: PGliteOptions = {},
): Promise<{ pglite: PGlite; wasOpen: string | null }> {
  const wasOpen = openToOthers(dataDir);
  makePrivateDir(dataDir);
  chmodSync(dataDir, PRIVATE_DIR_MODE);
  const pglite = await PGlite.create(dataDir, options);
  makeTreePrivate(dataDir);
  return { pglite, wasOpen };
}

/**
 * Writes `bytes` to `file` readable by its owner only: created 0600, and set to 0600 before the first
 * byte when the file was already there with another mode (the mode of open() applies only on create).
 */
export function writePrivateFile(file: string, bytes: Uint8Array): void {
  const fd = openSync(file, 'w', PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
    let written = 0;
    while (written < bytes.byteLength) written += writeSync(fd, bytes, written);
  } finally {
    closeSync(fd);
  }
}
