// The tables bench:web prints: the pages side by side (each build's `/` first, the same-run baseline),
// the main thread by script and by activity, and the tap-to-content times; medians over the rounds.
import type { Row } from './lighthouse.ts';
import { TAP_LEGS, type TapRound } from './tap.ts';

export const TARGETS = {
  performance: 95,
  /** a signed-in page's performance at most this far below `/` in the same run */
  performanceGap: 3,
  lcpMs: 2_000,
  tbtMs: 150,
  cls: 0.02,
  accessibility: 100,
  initialJsGzipKb: 200,
  tapMs: 300,
};

export const median = (values: number[]) => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const ms = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : '–');

/** A plain-text table with aligned columns. */
export function table(head: string[], body: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)];
}

export interface PageSummary {
  page: string;
  of: Row[];
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  signedIn: boolean;
  /** this page's median minus its build's `/` median */
  gap: number;
}

export function summarize(rows: Row[]): PageSummary[] {
  const pages = [...new Set(rows.map((r) => r.page))];
  const summaries = pages.map((page) => {
    const of = rows.filter((r) => r.page === page);
    return {
      page,
      of,
      performance: median(of.map((r) => r.performance)),
      lcpMs: median(of.map((r) => r.lcpMs)),
      tbtMs: median(of.map((r) => r.tbtMs)),
      cls: median(of.map((r) => r.cls)),
      accessibility: Math.min(...of.map((r) => r.accessibility)),
      signedIn: !page.includes('(signed out)'),
      gap: 0,
    };
  });
  for (const s of summaries) {
    const build = s.page.split(' ')[0];
    const landing = summaries.find((l) => !l.signedIn && l.page.split(' ')[0] === build);
    s.gap = landing ? s.performance - landing.performance : 0;
  }
  return summaries;
}

/** Whether a page meets the aims (the landing page: performance and accessibility only). */
export function missed(s: PageSummary): boolean {
  const base = s.performance < TARGETS.performance || s.accessibility < TARGETS.accessibility;
  if (!s.signedIn) return base || s.lcpMs > TARGETS.lcpMs;
  return (
    base ||
    s.gap < -TARGETS.performanceGap ||
    s.lcpMs > TARGETS.lcpMs ||
    s.tbtMs > TARGETS.tbtMs ||
    s.cls > TARGETS.cls
  );
}

export function pagesTable(summaries: PageSummary[]): string[] {
  const cell = (s: PageSummary, f: (s: PageSummary) => string) => f(s);
  const line = (name: string, f: (s: PageSummary) => string) => [name, ...summaries.map((s) => cell(s, f))];
  const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  return table(
    ['', ...summaries.map((s) => s.page)],
    [
      line('performance (median)', (s) => `${s.performance} ${mark(s.performance >= TARGETS.performance)}`),
      line('  runs', (s) => s.of.map((r) => r.performance).join(' ')),
      line(`  against / (≥ −${TARGETS.performanceGap})`, (s) =>
        s.signedIn
          ? `${s.gap >= 0 ? '+' : ''}${s.gap} ${mark(s.gap >= -TARGETS.performanceGap)}`
          : 'baseline',
      ),
      line(`LCP ms (≤ ${TARGETS.lcpMs})`, (s) => `${ms(s.lcpMs)} ${mark(s.lcpMs <= TARGETS.lcpMs)}`),
      line('  range', (s) => range(s.of.map((r) => r.lcpMs))),
      line('FCP ms', (s) => ms(median(s.of.map((r) => r.fcpMs)))),
      line(`TBT ms (≤ ${TARGETS.tbtMs})`, (s) => `${ms(s.tbtMs)} ${mark(s.tbtMs <= TARGETS.tbtMs)}`),
      line(`CLS (≤ ${TARGETS.cls})`, (s) => `${s.cls.toFixed(3)} ${mark(s.cls <= TARGETS.cls)}`),
      line(
        'long tasks (count, longest ms)',
        (s) =>
          `${median(s.of.map((r) => r.longTasks.count))}, ${ms(median(s.of.map((r) => r.longTasks.longestMs)))}`,
      ),
      line('accessibility', (s) => `${s.accessibility} ${mark(s.accessibility >= TARGETS.accessibility)}`),
      // the machine's speed as Lighthouse read it before each audit (higher is faster): a TBT is read beside it
      line('CPU benchmark index (median)', (s) =>
        String(Math.round(median(s.of.map((r) => r.benchmarkIndex)))),
      ),
      line('measured path', (s) => [...new Set(s.of.map((r) => r.finalPath))].join(',')),
    ],
  );
}

/** Main-thread ms by script (scripting + parse/compile) and by activity, median per page. */
export function profileTables(summaries: PageSummary[]): string[] {
  const scriptTotal = (r: Row, name: string) => {
    const s = r.scripts[name];
    return s ? s.scripting + s.parse : 0;
  };
  const scriptNames = [...new Set(summaries.flatMap((s) => s.of.flatMap((r) => Object.keys(r.scripts))))];
  const scriptRows = scriptNames
    .map((name) => ({ name, cells: summaries.map((s) => median(s.of.map((r) => scriptTotal(r, name)))) }))
    .filter((r) => Math.max(...r.cells) >= 20)
    .sort((a, b) => Math.max(...b.cells) - Math.max(...a.cells));
  const parse = (s: PageSummary) =>
    median(s.of.map((r) => Object.values(r.scripts).reduce((sum, x) => sum + x.parse, 0)));
  const activityNames = [
    ...new Set(summaries.flatMap((s) => s.of.flatMap((r) => Object.keys(r.activities)))),
  ];
  const total = (r: Row) => Object.values(r.activities).reduce((sum, v) => sum + v, 0);
  const activityRows = activityNames
    .map((name) => ({ name, cells: summaries.map((s) => median(s.of.map((r) => r.activities[name] ?? 0))) }))
    .sort((a, b) => Math.max(...b.cells) - Math.max(...a.cells));
  const head = ['', ...summaries.map((s) => s.page)];
  return [
    'Main thread by script (Lighthouse bootup-time: scripting + parse/compile, simulated ms, median; ≥ 20 ms somewhere)',
    '',
    ...table(head, [
      ...scriptRows.map((r) => [r.name, ...r.cells.map(ms)]),
      ['(of which parse/compile, all scripts)', ...summaries.map((s) => ms(parse(s)))],
    ]),
    '',
    'Main thread by activity (Lighthouse mainthread-work-breakdown, simulated ms, median)',
    '',
    ...table(head, [
      ...activityRows.map((r) => [r.name, ...r.cells.map(ms)]),
      ['total', ...summaries.map((s) => ms(median(s.of.map(total))))],
    ]),
  ];
}

/** Tap-to-content per leg and build: median [runs] against the aim. */
export function tapTable(taps: Record<string, TapRound[]>): string[] {
  const builds = Object.keys(taps);
  const pageLoads = builds.flatMap((b) =>
    (taps[b] ?? []).flatMap((round, r) =>
      round.pageLoads.map((leg) => `${b} round ${r + 1}: ${TAP_LEGS[leg]}`),
    ),
  );
  const rows = table(
    ['tap (4× CPU slowdown, 390 px)', ...builds.map((b) => `${b} ms (median [runs])`)],
    TAP_LEGS.map((leg, i) => [
      leg,
      ...builds.map((b) => {
        const values = (taps[b] ?? []).map((round) => round.ms[i] ?? Number.NaN);
        const m = median(values);
        return `${ms(m)} [${values.map(ms).join(' ')}] (≤ ${TARGETS.tapMs} ${mark(m <= TARGETS.tapMs)})`;
      }),
    ]),
  );
  return pageLoads.length
    ? [...rows, '', `taps that became a full page load (timed from outside): ${pageLoads.join('; ')}`]
    : rows;
}
