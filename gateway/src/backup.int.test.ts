// `npm run db:backup` while a gateway runs on the embedded database, and `npm run db:restore` into
// another folder: the restored database holds the same students, listings, reveals, connections
// and cycles, and no half of a transaction that was running during the backup. Restore refuses a
// non-empty folder unless told to overwrite. (The CLI runs as a child process, like the script.)
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@campus-swap/prisma/database';
import { startInProcessGateway, type RunningServer } from '@campus-swap/test-support/in-process-gateway';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  postListing,
  REVEAL,
  as,
} from '@campus-swap/test-support/listing-fixtures';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let server: RunningServer;

async function cli(args: string[], env: Record<string, string>) {
  const run = promisify(execFile);
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'prisma/src/backup-cli.ts', ...args], {
    cwd: root,
    env: { ...inherited, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** What a backup must keep, read in a fixed order. */
async function contents(prisma: RunningServer['db']['prisma']) {
  const reveals = await prisma.reveal.findMany({ orderBy: { id: 'asc' } });
  const connections = reveals.filter((r) =>
    reveals.some((back) => back.userId === r.targetUserId && back.targetUserId === r.userId),
  );
  return {
    students: await prisma.user.findMany({ orderBy: { id: 'asc' } }),
    listings: await prisma.listing.findMany({ orderBy: { id: 'asc' } }),
    reveals,
    connections: connections.map((r) => `${r.userId}>${r.targetUserId}`).sort(),
    cycles: await prisma.swapCycle.findMany({ orderBy: { id: 'asc' }, include: { members: true } }),
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-backup-'));
  server = await startInProcessGateway({ PGLITE_DIR: path.join(dir, 'live') });
  const { services } = server;
  const [a, b, c] = [
    await createStudent(services),
    await createStudent(services),
    await createStudent(services),
  ];
  const listingA = await postListing(services, a!, DORM_BUSCH_WANTS_LIVI);
  const listingB = await postListing(services, b!, DORM_LIVI_WANTS_BUSCH);
  const listingC = await postListing(services, c!, { ...DORM_LIVI_WANTS_BUSCH, dormNow: 'Quad II' });
  // a and b reveal each other (a connection); c reveals a (interest only)
  for (const [who, listing] of [
    [a, listingB],
    [b, listingA],
    [c, listingA],
  ] as const) {
    const result = await as(services, who!, REVEAL, { id: listing });
    expect(result.errors).toBeUndefined();
  }
  const listings = [listingA, listingB, listingC];
  await services.prisma.swapCycle.create({
    data: {
      type: 'DORM',
      memberKey: [...listings].sort().join(','),
      members: {
        create: [a, b, c].map((student, position) => ({
          position,
          listingId: listings[position]!,
          userId: student!.user.id,
          listingUpdatedAt: new Date(),
        })),
      },
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('db:backup and db:restore of the embedded database', () => {
  it('backs up the running server and restores the same data elsewhere', async () => {
    const before = await contents(server.db.prisma);
    expect(before.students).toHaveLength(3);
    expect(before.connections).toHaveLength(2);
    expect(before.cycles[0]?.members).toHaveLength(3);

    // transactions that write two rows each keep running during the backup
    let writing = true;
    let pairs = 0;
    const writer = (async () => {
      while (writing) {
        const n = pairs++;
        await server.db.prisma.$transaction(
          async (tx) => {
            await tx.rateLimitBucket.create({ data: { key: `pair-${n}-a`, count: 1, resetAt: new Date() } });
            await new Promise((resolve) => setTimeout(resolve, 5));
            await tx.rateLimitBucket.create({ data: { key: `pair-${n}-b`, count: 1, resetAt: new Date() } });
            // the point is atomicity, not how long a transaction waits for the backup on a busy machine
          },
          { maxWait: 60_000 },
        );
      }
    })();
    const file = path.join(dir, 'campus-swap.backup');
    const backedUp = await cli(['backup', file], { PGLITE_DIR: path.join(dir, 'live') });
    writing = false;
    await writer;
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(/from the running server/);
    expect(statSync(file).size).toBeGreaterThan(1000);
    expect(pairs).toBeGreaterThan(0);

    const restoredDir = path.join(dir, 'restored');
    const restored = await cli(['restore', file], { PGLITE_DIR: restoredDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/migrations applied/);

    // opening it migrates nothing: it is this schema, up to date
    const copy = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      expect(copy.migrationsApplied).toEqual([]);
      expect(await contents(copy.prisma)).toEqual(before);
      const keys = (
        await copy.prisma.rateLimitBucket.findMany({ where: { key: { startsWith: 'pair-' } } })
      ).map((row) => row.key);
      for (const key of keys) expect(keys).toContain(key.replace(/-a$/, '-b').replace(/-b$/, '-a'));
    } finally {
      await copy.close();
    }
  }, 240_000);

  it('writes the backup 0600, also over a file and a partial one left 0644 (ADR 282)', async () => {
    const file = path.join(dir, 'private.backup');
    for (const left of [file, `${file}.partial`]) {
      writeFileSync(left, 'left over');
      chmodSync(left, 0o644);
    }
    const backedUp = await cli(['backup', file], { PGLITE_DIR: path.join(dir, 'live') });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(file).size).toBeGreaterThan(1000);
  }, 120_000);

  it('refuses to restore into a folder that is not empty, unless told to overwrite', async () => {
    const file = path.join(dir, 'campus-swap.backup');
    const target = path.join(dir, 'occupied');
    const first = await cli(['restore', file], { PGLITE_DIR: target });
    expect(first.code, first.stderr).toBe(0);
    writeFileSync(path.join(target, 'marker'), 'x');
    const refused = await cli(['restore', file], { PGLITE_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty; restore into an empty folder, or pass --overwrite/);
    const overwritten = await cli(['restore', file, '--overwrite'], { PGLITE_DIR: target });
    expect(overwritten.code, overwritten.stderr).toBe(0);
    expect(() => statSync(path.join(target, 'marker'))).toThrow();
  }, 240_000);

  it('refuses to restore into the folder of a running server, and PostgreSQL', async () => {
    const file = path.join(dir, 'campus-swap.backup');
    const live = await cli(['restore', file, '--overwrite'], { PGLITE_DIR: path.join(dir, 'live') });
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/a server is running on .*; stop it before restoring/);
    const postgres = await cli(['backup', file], { DATABASE_URL: 'postgresql://127.0.0.1/x' });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toMatch(/pg_dump/);
  }, 120_000);
});
