// The embedded database's files belong to the account that runs it (issue 34, ADR 282): PGlite on its
// own writes them 0666 in 0755 folders, so any local account could read every student's data or write
// a Session row. Every folder must be 0700 and every file 0600, while the database is open and after.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPGliteFolder, restorePGlite } from './backup.ts';
import { openDatabase } from './database.ts';
import { makePrivateDir, makeTreePrivate, writePrivateFile } from './private-files.ts';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-private-'));
  chmodSync(dir, 0o755);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every folder and file under `root` (itself included) whose mode is not 0700 / 0600, with its mode. */
function notPrivate(root: string): string[] {
  const wrong: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    const mode = stats.mode & 0o777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${path.relative(dir, entry)}/ ${mode.toString(8)}`);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (stats.isFile() && mode !== 0o600) {
      wrong.push(`${path.relative(dir, entry)} ${mode.toString(8)}`);
    }
  };
  visit(root);
  return wrong;
}

/** What an older version left: folders 0755, files 0666 (PGlite's own modes). */
function loosen(root: string): void {
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isDirectory()) {
      chmodSync(entry, 0o755);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (stats.isFile()) {
      chmodSync(entry, 0o666);
    }
  };
  visit(root);
}

const mode = (file: string) => lstatSync(file).mode & 0o777;

describe('the embedded database folder', () => {
  it('is 0700 with 0600 files, and so is ./data when the app makes it, while open and after closing', async () => {
    const data = path.join(dir, 'fresh', 'data');
    mkdirSync(path.join(dir, 'fresh'), { mode: 0o755 });
    chmodSync(path.join(dir, 'fresh'), 0o755);
    const dataDir = path.join(data, 'pglite');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await db.prisma.rateLimitBucket.create({ data: { key: 'private', count: 1, resetAt: new Date() } });
      expect(notPrivate(data)).toEqual([]);
      expect(db.dataDirWasOpen).toBeNull();
    } finally {
      await db.close();
    }
    expect(notPrivate(data)).toEqual([]);
    // the folder the app did not make is the operator's, left as it was
    expect(mode(path.join(dir, 'fresh'))).toBe(0o755);
  });

  it('opened on a folder open to others (0755 folders, 0666 files), says so and makes it private', async () => {
    const dataDir = path.join(dir, 'old', 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.close();
    loosen(path.join(dir, 'old'));
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      expect(db.dataDirWasOpen).toBe('0755');
      expect(await db.prisma.rateLimitBucket.count()).toBe(0);
    } finally {
      await db.close();
    }
    // a private folder opens without a word
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(again.dataDirWasOpen).toBeNull();
    await again.close();
  });

  it('backed up from the folder and restored elsewhere, both folders stay private', async () => {
    const dataDir = path.join(dir, 'old', 'pglite');
    loosen(dataDir);
    const archive = await backupPGliteFolder(dataDir);
    expect(notPrivate(dataDir)).toEqual([]);
    const restored = path.join(dir, 'restored', 'pglite');
    await restorePGlite(archive, restored);
    expect(notPrivate(path.join(dir, 'restored'))).toEqual([]);
  });
});

describe('the private-file helpers', () => {
  it('writePrivateFile writes 0600, also over a file that was 0644', () => {
    const file = path.join(dir, 'backup.bin');
    writePrivateFile(file, new Uint8Array([1, 2, 3]));
    expect(mode(file)).toBe(0o600);
    chmodSync(file, 0o644);
    writePrivateFile(file, new Uint8Array(70_000).fill(7));
    expect(mode(file)).toBe(0o600);
    expect(lstatSync(file).size).toBe(70_000);
  });

  it('makePrivateDir makes every missing folder 0700; makeTreePrivate counts what it changed', () => {
    const deep = path.join(dir, 'a', 'b', 'c');
    makePrivateDir(deep);
    for (const folder of ['a', 'a/b', 'a/b/c']) expect(mode(path.join(dir, folder))).toBe(0o700);
    writePrivateFile(path.join(deep, 'f'), new Uint8Array(1));
    loosen(path.join(dir, 'a'));
    expect(makeTreePrivate(path.join(dir, 'a'))).toBe(4);
    expect(notPrivate(path.join(dir, 'a'))).toEqual([]);
    expect(makeTreePrivate(path.join(dir, 'a'))).toBe(0);
  });
});
