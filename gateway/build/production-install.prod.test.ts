// What a deployment does, in a temporary copy of the working tree (ADR 170): `npm ci`, `npm run
// build`, `npm prune --omit=dev`, then `NODE_ENV=production npm run serve` with plain `node` against
// a throwaway PostgreSQL database and a real SMTP receiver. It checks that no development package
// (tsx, esbuild, vite, vitest) is left in the pruned tree, that /health/ready answers,
// that two students sign in with emailed codes and see each other's listing in their matches, and
// that SIGTERM stops the server cleanly. Costs the run one `npm ci` and one build (a few minutes).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { dormListing, reverseDorm } from '@campus-swap/test-support/listings';
import { type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';

const root = path.resolve(import.meta.dirname, '../..');
let copy: string;
let smtp: SmtpReceiver;
let database: ThrowawayPostgres;
let server: ChildProcess | null = null;
let baseURL = '';
let logs = '';

/** The working tree as git sees it (tracked and new files, nothing ignored), copied to `dest`. */
function copyWorkingTree(dest: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dest, file));
  }
}

function npm(args: string[]): void {
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: '' },
  });
}

async function api(method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseURL}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function signInByCode(email: string): Promise<string> {
  const since = Date.now();
  expect((await api('POST', '/api/auth/request-otp', undefined, { email })).status).toBe(200);
  const code = await smtp.waitForCode(email, since, 20_000);
  const verified = await api('POST', '/api/auth/verify-otp', undefined, { email, code });
  expect(verified.status).toBe(200);
  return verified.body.token as string;
}

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'campus-swap-deploy-'));
  copyWorkingTree(copy);
  npm(['ci', '--prefer-offline']);
  npm(['run', 'build']);
  npm(['prune', '--omit=dev']);
  smtp = await startSmtpReceiver();
  database = await createThrowawayPostgres();
  // detached: its own process group, so that a failed run can kill npm and the server together
  server = spawn('npm', ['run', 'serve'], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      SMTP_URL: smtp.smtpUrl,
      UNSUBSCRIBE_SECRET: randomUUID() + randomUUID(),
      LOG_LEVEL: 'info',
    },
  });
  baseURL = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      logs += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)".*"msg":"campus swap is listening"/.exec(logs);
      if (match) resolve(match[1]!);
    };
    server!.stdout!.on('data', onData);
    server!.stderr!.on('data', onData);
    server!.once('exit', (code) => reject(new Error(`the built server exited with ${code}:\n${logs}`)));
  });
}, 900_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGKILL');
  await smtp?.close();
  await database?.drop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a production install: npm ci, build, prune --omit=dev, NODE_ENV=production npm run serve', () => {
  it('leaves no development package in the pruned tree', () => {
    // (npm keeps the prisma CLI and typescript: @prisma/client names them as optional peers, and npm
    // prunes no installed optional peer; the server never loads them)
    for (const devPackage of ['tsx', 'esbuild', 'vite', 'vitest', '@biomejs/biome', 'smtp-server']) {
      expect(existsSync(path.join(copy, 'node_modules', devPackage)), devPackage).toBe(false);
    }
    expect(existsSync(path.join(copy, 'dist/server/main.js'))).toBe(true);
    expect(existsSync(path.join(copy, 'web/dist/index.html'))).toBe(true);
    expect(existsSync(path.join(copy, 'web/dist-ssr/entry-server.js'))).toBe(true);
  });

  it('is ready, in production mode, on PostgreSQL', async () => {
    expect((await api('GET', '/health/ready')).status).toBe(200);
    const config = await api('GET', '/health/config');
    expect(config.body.environment).toBe('production');
    expect(logs).toContain('"database":"postgresql"');
    expect(logs).not.toContain('development mode');
    // the web app is served from the build
    const page = await fetch(`${baseURL}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('signs students in with emailed codes and answers their matches', async () => {
    const suffix = randomUUID().slice(0, 8);
    const listings = [dormListing(), reverseDorm(dormListing())];
    const tokens: string[] = [];
    const ids: string[] = [];
    for (const [i, listing] of listings.entries()) {
      const email = `deploy${i}-${suffix}@rutgers.edu`;
      const token = await signInByCode(email);
      const profile = { name: `Deploy ${i}`, age: 20, year: 'junior' };
      expect((await api('POST', '/api/auth/setup-profile', token, profile)).status).toBe(200);
      expect((await api('POST', '/api/auth/accept-terms', token, { version: TERMS_VERSION })).status).toBe(
        200,
      );
      const saved = await api('POST', '/api/listings', token, listing);
      expect(saved.status).toBe(200);
      tokens.push(token);
      ids.push(saved.body.listing.id);
    }
    const matches = await api('GET', '/api/matches', tokens[0]);
    expect(matches.status).toBe(200);
    expect(matches.body.cards.map((card: { id: string }) => card.id)).toContain(ids[1]);
    // the built server renders a signed-in page with web/dist-ssr (ADR 293): the other
    // student's card is in #root (a later request when the server ran out of its time budget)
    const rendered = async () => {
      const page = await fetch(`${baseURL}/matches`, {
        headers: { cookie: `auth_token=${tokens[0]}; signed_in=1` },
      });
      expect(page.status).toBe(200);
      return /<div id="root"><div class="app"[\s\S]*Deploy 1[\s\S]*<\/div>\s*<noscript>/.test(
        await page.text(),
      );
    };
    await expect.poll(rendered, { timeout: 20_000, interval: 1_000 }).toBe(true);
    expect(logs).not.toContain('could not render the page on the server');
    expect(logs).not.toContain('could not load the server render bundle');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    // to npm alone, as a process manager would: `exec` in the script makes node npm's own child,
    // which gets the signal from npm, drains and exits 0
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(logs).toContain('"msg":"shutting down"');
    expect(logs).not.toContain('unclean shutdown');
  });
});
