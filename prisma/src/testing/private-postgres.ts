// A private PostgreSQL server for fault tests that must stop and start the database: initdb and
// pg_ctl from the newest /usr/lib/postgresql/*/bin, in a temp folder, on a free loopback port. The
// shared server on 5432 is never touched. When we are root (CI, these machines) the server runs as
// the `postgres` user, since PostgreSQL refuses to run as root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// test-only code (this folder is outside the product's import rule, ADR 115): the one free-port helper
import { freePort } from '@campus-swap/test-support/free-port';

export type PrivatePostgres = {
  /** postgresql://postgres@127.0.0.1:<port>/postgres (trust authentication on loopback) */
  url: string;
  port: number;
  start(): void;
  stop(): void;
  /** stops the server and removes its folder */
  destroy(): void;
};

function binDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('no PostgreSQL server installed under /usr/lib/postgresql');
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('no pg_ctl under /usr/lib/postgresql/*/bin');
  return path.join(root, versions.at(-1)!, 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const logFile = path.join(dir, 'server.log');
  let running = false;
  const pg: PrivatePostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    stop() {
      // fast: disconnects clients at once, the way a crash or a failover looks to the gateway
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      if (running) {
        try {
          pg.stop();
        } catch {
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
