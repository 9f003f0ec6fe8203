// `npm run bench:web`: Lighthouse 13 (default mobile profile: simulated slow 4G and a 4× slower CPU) with
// Debian Chromium against the built web app served by a real gateway on 127.0.0.1, on `/` signed out (the
// same-run baseline) and on a signed-in `/matches`, `/post` and `/account`; the main thread of each page
// by script and by activity; the tap from one signed-in page to the next (bench/web/tap.ts); and the
// initial JavaScript of web/dist/index.html gzipped. Targets: issue 21 (bench/web/report.ts TARGETS).
//
// BENCH_RUNS rounds (default 5) audit the pages in turn, so every page meets the same machine load; the
// tables give medians. The machine is shared, so the run conditions (load average, versions) are printed
// with the figures, and a figure is compared with `/` of the same run, never with another run's.
// BENCH_BASELINE_ROOT=<checkout> also serves another checkout of the repository (built, with its
// node_modules), e.g. the commit before a change, from a second gateway: its pages are audited in the
// same rounds (the order of the two builds alternates), so a step is measured against its baseline in
// one run. BENCH_LHR_DIR=<dir> writes the full Lighthouse reports there.
// Bounded: at most 9 rounds of 4 audits per build, every step with a time limit; exits by itself (1 when
// a target is missed only if BENCH_STRICT=1).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@campus-swap/test-support/chromium';
import { describeConditions, sampleLoad, startConditions } from './web/conditions.ts';
import { auditWithRetry, chromeLauncher, type Row, withTimeout } from './web/lighthouse.ts';
import { missed, pagesTable, profileTables, summarize, TARGETS, table, tapTable } from './web/report.ts';
import { benchStudent, setSessionCookies } from './web/students.ts';
import { measureTaps, type TapRound } from './web/tap.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Math.min(9, Number(process.env.BENCH_RUNS ?? 5) || 5));
const SIGNED_IN_PAGES = ['/matches', '/post', '/account'] as const;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

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

function initialJavaScript(checkout: string): { files: number; rawKb: number; gzipKb: number } {
  const dist = path.join(checkout, 'web', 'dist');
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

interface Build {
  name: string;
  checkout: string;
  gateway?: GatewayProcess;
  token?: string;
}

async function main(): Promise<void> {
  // Lighthouse 13 needs Node 22.19 or later; `npm run bench:web` runs this on the Node of .node-version (ADR 212)
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 19))
    throw new Error(
      `bench:web needs Node.js 22.19 or later (Lighthouse 13); this is ${process.version}: use npm run bench:web`,
    );
  const builds: Build[] = [{ name: 'this', checkout: root }];
  const baselineRoot = process.env.BENCH_BASELINE_ROOT;
  if (baselineRoot) builds.unshift({ name: 'base', checkout: path.resolve(baselineRoot) });
  for (const build of builds) {
    if (!existsSync(path.join(build.checkout, 'web', 'dist', 'index.html'))) {
      console.info(`${build.checkout}/web/dist is missing: building the web app first`);
      execSync('npm run build', { cwd: build.checkout, stdio: 'inherit', timeout: 300_000 });
    }
  }
  const conditions = startConditions();
  const mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-bench-web-mail-'));
  const mail = await startSmtpReceiver({ dir: mailDir });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  const taps: Record<string, TapRound[]> = Object.fromEntries(builds.map((b) => [b.name, []]));
  try {
    for (const build of builds) {
      build.gateway = await startGateway(
        { SMTP_URL: mail.smtpUrl, MAIL_FROM: 'Campus Swap <codes@campusswap.test>' },
        { root: build.checkout },
      );
      build.token = await benchStudent(build.gateway.url, mailDir);
    }
    chrome = await withTimeout(
      chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS }),
      60_000,
      'launching Chromium',
    );
    const port = chrome.port;
    // Round after round, each page once, so a busy moment of the machine hits every page alike; with a
    // baseline the two builds take turns going first.
    for (let round = 1; round <= RUNS; round++) {
      const order = round % 2 ? builds : [...builds].reverse();
      const before = rows.length;
      for (const build of order) {
        const base = build.gateway?.url ?? '';
        await setSessionCookies(port, base, null);
        rows.push(await auditWithRetry(port, `${base}/`, `${build.name} / (signed out)`));
        for (const page of SIGNED_IN_PAGES) {
          await setSessionCookies(port, base, build.token ?? null);
          rows.push(await auditWithRetry(port, `${base}${page}`, `${build.name} ${page}`));
        }
        await setSessionCookies(port, base, build.token ?? null);
        taps[build.name]?.push(await measureTaps(port, base));
      }
      sampleLoad(conditions);
      const done = rows.slice(before).map((r) => `${r.page} ${r.performance}`);
      console.info(`round ${round}/${RUNS}: ${done.join(', ')}`);
    }
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        // already gone
      }
    }
    for (const build of builds) await build.gateway?.stop();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
  }

  const summaries = summarize(rows);
  const lines = [
    `Lighthouse, default mobile profile (simulated throttling), Debian Chromium; ${RUNS} round(s), medians`,
    ...describeConditions(
      conditions,
      root,
      CHROMIUM_PATH,
      builds.map((b) => `${b.name} = ${b.checkout}`).join(', '),
    ),
    '',
    ...pagesTable(summaries),
    '',
    ...summaries.map(
      (s) => `${s.page}: largest paint ${[...new Set(s.of.map((r) => r.lcpElement))].join(' / ')}`,
    ),
    ...rows
      .filter((r) => r.failedA11y.length > 0)
      .map((r) => `${r.page}: failing accessibility audits: ${r.failedA11y.join(', ')}`),
    ...[...new Map(rows.filter((r) => r.opportunities.length > 0).map((r) => [r.page, r])).values()].map(
      (r) => `${r.page}: Lighthouse opportunities (last run): ${r.opportunities.join('; ')}`,
    ),
    '',
    ...profileTables(summaries),
    '',
    ...tapTable(taps),
    '',
    'Initial JavaScript (module script + modulepreload links of web/dist/index.html)',
    '',
    ...table(
      ['build', 'files', 'raw KB', 'gzip KB', 'target'],
      builds.map((b) => {
        const js = initialJavaScript(b.checkout);
        return [
          b.name,
          String(js.files),
          js.rawKb.toFixed(1),
          js.gzipKb.toFixed(1),
          `≤ ${TARGETS.initialJsGzipKb} KB gzip ${js.gzipKb <= TARGETS.initialJsGzipKb ? 'ok' : 'MISSED'}`,
        ];
      }),
    ),
  ];
  console.info(lines.join('\n'));

  const wrongPage = rows.filter(
    (r) => !r.page.includes('(signed out)') && !r.page.endsWith(` ${r.finalPath}`),
  );
  if (wrongPage.length)
    throw new Error(
      `a signed-in audit did not stay on its page (session not applied): ${wrongPage[0]?.page}`,
    );
  const thisBuild = summaries.filter((s) => s.page.startsWith('this '));
  if (thisBuild.some(missed) && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main()
  .then(() => process.exit())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
