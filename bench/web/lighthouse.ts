// One Lighthouse audit (default mobile profile: simulated slow 4G, 4× slower CPU) of one page, reduced to
// the figures bench:web prints: the scores and metrics, what Lighthouse would fix first, the largest
// paint's element, and the profile of the main thread, by script (`bootup-time`: scripting and
// parse/compile per script URL) and by activity (`mainthread-work-breakdown`: script evaluation, style
// and layout, rendering, parse HTML, garbage collection, other). Both are Lighthouse's simulated
// milliseconds (observed × the CPU slowdown), the same scale as TBT.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

// Lighthouse and chrome-launcher are bench/web's own package (bench/web/package.json, installed on Node 26
// by bench/web/install.sh, ADR 312): only files in bench/web resolve them, so web.bench.ts takes it here.
export * as chromeLauncher from 'chrome-launcher';

export const AUDIT_TIMEOUT_MS = 180_000;

export interface Row {
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
  lcpElement: string;
  /** script file (its name, without the origin) → scripting and parse/compile ms */
  scripts: Record<string, { scripting: number; parse: number }>;
  /** activity label → ms */
  activities: Record<string, number>;
  /** main-thread time in tasks of 50 ms and more: their count and the longest */
  longTasks: { count: number; longestMs: number };
  /**
   * Lighthouse's own reading of this machine's speed just before the audit (`environment.benchmarkIndex`,
   * higher is faster): its 4× slowdown multiplies what this machine does, so TBT follows this figure
   */
  benchmarkIndex: number;
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Items<T> = { items?: T[] } | undefined;

/** A script URL as the profile names it: the file (hashed assets keep their name), or the page itself. */
export function scriptName(url: string): string {
  try {
    const { pathname } = new URL(url);
    if (!pathname.startsWith('/assets/'))
      return pathname === '/' || !/\.\w+$/.test(pathname) ? '(page)' : pathname;
    // index-Cbyd7HYq.js → index.js: the same chunk keeps its name from build to build
    return pathname.slice('/assets/'.length).replace(/-[\w-]{8}(\.\w+)$/, '$1');
  } catch {
    return url;
  }
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
    const file = path.join(
      keepDir,
      `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${Date.now()}.json`,
    );
    writeFileSync(file, JSON.stringify(lhr, null, 1));
    // and the trace Lighthouse simulated from (observed, not slowed down): what ran in each long task
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = <T>(id: string) => (lhr.audits[id]?.details as Items<T>)?.items ?? [];
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  // What Lighthouse says would help most (its own estimate of the time saved), to act on a missed target:
  // since Lighthouse 13 the insight audits carry it as `metricSavings` (LCP, FCP), and the opportunity
  // audits left also as `overallSavingsMs`; an audit Lighthouse passes (score 1) is left out.
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => {
      const d = a.details as { type?: string; overallSavingsMs?: number } | undefined;
      const saved = a.metricSavings ?? {};
      const overall = d?.type === 'opportunity' ? (d.overallSavingsMs ?? 0) : 0;
      return { title: a.title, ms: Math.max(overall, saved.LCP ?? 0, saved.FCP ?? 0) };
    })
    .filter((o) => o.ms >= 50)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((o) => `${o.title} (~${Math.round(o.ms)} ms)`);
  // Lighthouse 13 names the largest paint's element in the LCP breakdown insight, as a `node` item of its list
  const lcpNode = details<{ type?: string; selector?: string }>('lcp-breakdown-insight').find(
    (item) => item.type === 'node',
  );
  const scripts: Row['scripts'] = {};
  for (const item of details<{ url: string; scripting: number; scriptParseCompile: number }>('bootup-time')) {
    const name = scriptName(item.url);
    const into = scripts[name] ?? { scripting: 0, parse: 0 };
    into.scripting += item.scripting;
    into.parse += item.scriptParseCompile;
    scripts[name] = into;
  }
  const activities: Row['activities'] = {};
  for (const item of details<{ groupLabel: string; duration: number }>('mainthread-work-breakdown'))
    activities[item.groupLabel] = (activities[item.groupLabel] ?? 0) + item.duration;
  const tasks = details<{ duration: number }>('long-tasks');
  return {
    lcpElement: lcpNode?.selector ?? '?',
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
    scripts,
    activities,
    longTasks: { count: tasks.length, longestMs: Math.max(0, ...tasks.map((t) => t.duration)) },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): one more try. */
export async function auditWithRetry(port: number, url: string, label: string): Promise<Row> {
  try {
    return await audit(port, url, label);
  } catch (error) {
    console.warn(`retrying ${label} once: ${error instanceof Error ? error.message : String(error)}`);
    return audit(port, url, label);
  }
}
