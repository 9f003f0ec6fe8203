// A gateway started on an embedded database folder that other accounts can read and write (what
// versions before ADR 282 left: folders 0755, files 0666) makes it private and says so in one warning
// line; started on a private folder, it says nothing about it. Its backup socket is 0600.
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@campus-swap/prisma/database';
import { startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let dataDir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-data-folder-'));
  dataDir = path.join(dir, 'pglite');
  const db = await openDatabase({ kind: 'pglite', dataDir });
  await db.close();
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Folders 0755 and files 0666 under `root` (itself included). */
function loosen(root: string): void {
  const stats = lstatSync(root);
  chmodSync(root, stats.isDirectory() ? 0o755 : 0o666);
  if (stats.isDirectory()) for (const name of readdirSync(root)) loosen(path.join(root, name));
}

/** The kinds and modes found under `root`, e.g. {'folder 700', 'file 600'}. */
function modes(root: string, into = new Set<string>()): Set<string> {
  const stats = lstatSync(root);
  into.add(`${stats.isDirectory() ? 'folder' : 'file'} ${(stats.mode & 0o777).toString(8)}`);
  if (stats.isDirectory()) for (const name of readdirSync(root)) modes(path.join(root, name), into);
  return into;
}

async function start(): Promise<{ lines: { level: number; msg: string }[]; socketMode: number }> {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server = await startInProcessGateway({ PGLITE_DIR: dataDir }, { log });
  try {
    return { lines, socketMode: lstatSync(`${dataDir}.admin.sock`).mode & 0o777 };
  } finally {
    await server.close();
  }
}

describe('a start on the embedded database folder', () => {
  it('open to other accounts: makes it 0700/0600 and warns once, naming PGLITE_DIR and the mode', async () => {
    loosen(dataDir);
    const { lines, socketMode } = await start();
    expect([...modes(dataDir)].sort()).toEqual(['file 600', 'folder 700']);
    const warnings = lines.filter((line) => line.level === 40 && /PGLITE_DIR/.test(line.msg));
    expect(warnings.map((line) => line.msg)).toEqual([
      'the embedded database folder (PGLITE_DIR) was open to other accounts (mode 0755); its folders are now 0700 and its files 0600',
    ]);
    expect(socketMode).toBe(0o600);
  }, 120_000);

  it('already private: says nothing about it', async () => {
    const { lines } = await start();
    expect(lines.filter((line) => /PGLITE_DIR/.test(line.msg))).toEqual([]);
    expect([...modes(dataDir)].sort()).toEqual(['file 600', 'folder 700']);
  }, 120_000);
});
