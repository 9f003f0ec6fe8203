// `npm run bench:web`: Lighthouse 12 (default mobile profile: simulated slow 4G and a 4× slower CPU) with
// Debian Chromium against the built web app served by a real gateway on 127.0.0.1, on `/` and on a
// signed-in `/matches`, plus the initial JavaScript of web/dist/index.html gzipped. Prints one table
// against the targets of ADR 025 (performance ≥ 95, accessibility 100, initial JS ≤ 200 KB gzip).
//
// The signed-in student is signed up by REST with the code caught by a real SMTP receiver on loopback.
// The session goes into Chromium's cookie jar rather than Lighthouse's `extraHeaders` Cookie header: an
// extra header reaches the server but not `document.cookie`, and the client reads the `signed_in` cookie
// to decide whether to show /matches or send the visitor to /login (the audit would measure /login).
// BENCH_LHR_DIR=<dir> also writes the full reports there.
// Bounded: two audits, every step with a time limit; exits by itself (1 when a target is missed only if
// BENCH_STRICT=1).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { type GatewayProcess, startGateway } from '../contracts/support/gateway-process.ts';
import { startMailCatcher, waitForCode } from '../contracts/support/mail-catcher.ts';
import { TERMS_VERSION } from '../schema/src/constants.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const TARGETS = { performance: 95, accessibility: 100, initialJsGzipKb: 200 };
const AUDIT_TIMEOUT_MS = 180_000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Module scripts and modulepreload links of index.html: what the browser fetches before the first render. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModule = /^<script/i.test(tag) && /\btype=["']?module["']?/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload["']?/i.test(tag);
    const src = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isModule || isPreload) && src) found.add(src);
  }
  return [...found];
}

function initialJavaScript(): { files: number; rawKb: number; gzipKb: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  let raw = 0;
  let gzip = 0;
  const scripts = initialScripts(html);
  for (const src of scripts) {
    const body = readFileSync(path.join(dist, src.replace(/^\//, '')));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

async function rest<T>(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** A student with a profile who accepted the terms: a session token for /matches. */
async function signUpStudent(base: string, mailDir: string): Promise<string> {
  const email = `bench.web.${Date.now().toString(36)}@rutgers.edu`;
  const since = Date.now();
  await rest(base, 'POST', '/api/auth/request-otp', { email });
  const code = await waitForCode(mailDir, email, since, 20_000);
  const { token } = await rest<{ token: string }>(base, 'POST', '/api/auth/verify-otp', { email, code });
  await rest(
    base,
    'POST',
    '/api/auth/setup-profile',
    { name: 'Bench Student', age: 20, year: 'junior' },
    token,
  );
  await rest(base, 'POST', '/api/auth/accept-terms', { version: TERMS_VERSION }, token);
  return token;
}

/** Puts the session into the launched Chromium's cookie jar over the DevTools protocol. */
async function addSessionCookies(port: number, base: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context to put the session in');
    await context.addCookies([
      { name: 'auth_token', value: token, url: base, httpOnly: true, sameSite: 'Lax' },
      { name: 'signed_in', value: '1', url: base, sameSite: 'Lax' },
    ]);
  } finally {
    await browser.close();
  }
}

interface Row {
  page: string;
  finalPath: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedA11y: string[];
  opportunities: string[];
}

async function audit(port: number, url: string, label: string): Promise<Row> {
  const result = await withTimeout(
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    }),
    AUDIT_TIMEOUT_MS,
    `Lighthouse on ${label}`,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
  const { lhr } = result;
  // BENCH_LHR_DIR=<dir> keeps each full Lighthouse report (JSON) to look into a missed target.
  const keepDir = process.env.BENCH_LHR_DIR;
  if (keepDir) {
    mkdirSync(keepDir, { recursive: true });
    const file = path.join(keepDir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`);
    writeFileSync(file, JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  // What Lighthouse says would help most (its own estimate of the time saved), to act on a missed target.
  const opportunities = Object.values(lhr.audits)
    .map((a) => {
      const details = a.details as { type?: string; overallSavingsMs?: number } | undefined;
      return { title: a.title, ms: details?.type === 'opportunity' ? (details.overallSavingsMs ?? 0) : 0 };
    })
    .filter((o) => o.ms >= 50)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((o) => `${o.title} (~${Math.round(o.ms)} ms)`);
  return {
    page: label,
    opportunities,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedA11y,
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** A plain-text table with aligned columns. */
function table(head: string[], body: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.info('web/dist is missing: building the web app first');
    execSync('npm run build', { cwd: root, stdio: 'inherit', timeout: 300_000 });
  }
  const js = initialJavaScript();

  const mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-bench-web-mail-'));
  const mail = await startMailCatcher(mailDir);
  let gateway: GatewayProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  try {
    gateway = await startGateway({
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Campus Swap <codes@campusswap.test>',
    });
    const base = gateway.url;
    const token = await signUpStudent(base, mailDir);
    chrome = await withTimeout(
      chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: CHROME_FLAGS,
      }),
      60_000,
      'launching Chromium',
    );
    // Signed out first (the jar is empty), then the signed-in page.
    rows.push(await audit(chrome.port, `${base}/`, '/ (signed out)'));
    await addSessionCookies(chrome.port, base, token);
    rows.push(await audit(chrome.port, `${base}/matches`, '/matches (signed in)'));
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        // already gone
      }
    }
    await gateway?.stop();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
  }

  const lines = [
    'Lighthouse 12, default mobile profile (simulated throttling), Debian Chromium',
    '',
    ...table(
      [
        'page',
        'measured',
        'performance',
        'accessibility',
        'best practices',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
      ],
      rows.map((r) => [
        r.page,
        r.finalPath,
        `${r.performance} (≥ ${TARGETS.performance} ${mark(r.performance >= TARGETS.performance)})`,
        `${r.accessibility} (${TARGETS.accessibility} ${mark(r.accessibility >= TARGETS.accessibility)})`,
        String(r.bestPractices),
        String(Math.round(r.fcpMs)),
        String(Math.round(r.lcpMs)),
        String(Math.round(r.tbtMs)),
        r.cls.toFixed(3),
      ]),
    ),
    ...rows
      .filter((r) => r.failedA11y.length > 0)
      .map((r) => `${r.page}: failing accessibility audits: ${r.failedA11y.join(', ')}`),
    ...rows
      .filter((r) => r.opportunities.length > 0)
      .map((r) => `${r.page}: Lighthouse opportunities: ${r.opportunities.join('; ')}`),
    '',
    'Initial JavaScript (module script + modulepreload links of web/dist/index.html)',
    '',
    ...table(
      ['files', 'raw KB', 'gzip KB', 'target'],
      [
        [
          String(js.files),
          js.rawKb.toFixed(1),
          js.gzipKb.toFixed(1),
          `≤ ${TARGETS.initialJsGzipKb} KB gzip ${mark(js.gzipKb <= TARGETS.initialJsGzipKb)}`,
        ],
      ],
    ),
  ];
  console.info(lines.join('\n'));

  const wrongPage = rows.filter((r) => r.page.startsWith('/matches') && r.finalPath !== '/matches');
  if (wrongPage.length) throw new Error('the signed-in audit did not stay on /matches (session not applied)');
  const missed =
    rows.some((r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility) ||
    js.gzipKb > TARGETS.initialJsGzipKb;
  if (missed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main()
  .then(() => process.exit())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
