// `npx tsx bench/web-trace-tasks.ts <dir>/*.trace.json`: what made a page's TBT in Lighthouse's own trace
// (bench:web keeps it beside each report with BENCH_LHR_DIR). Lighthouse simulates a 4× slower CPU from a
// trace recorded at full speed, so each main-thread task after the first paint counts as observed × 4,
// minus 50 ms. This adds those excesses up per trace and names each task by what ran in it (a timer, the
// scheduler's task, a module's evaluation, an idle callback), or "(unattributed)" when no inner event
// covers a third of it (the module loader's own work, or the thread waiting for a core). A reading aid
// beside bench:web's figures (ADR 318), not Lighthouse's TBT: its simulation also moves tasks in time.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string };
  };
};

const NAMED = new Set([
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.evaluateModule',
  'v8.compileModule',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'MinorGC',
]);

function label(event: TraceEvent): string | null {
  if (event.name === 'FunctionCall') {
    const file = (event.args?.data?.url ?? '').replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js');
    return `FunctionCall ${file}:${event.args?.data?.functionName ?? ''}`;
  }
  return NAMED.has(event.name) ? event.name : null;
}

export function tasksOf(events: TraceEvent[]): { total: number; by: Record<string, number> } {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error('no navigation in this trace');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  if (!fcp) throw new Error('no first contentful paint in this trace');
  const main = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const by: Record<string, number> = {};
  let total = 0;
  for (const task of main) {
    const dur = task.dur ?? 0;
    // a task under 12.5 ms is under 50 ms at 4×: no excess
    if (task.name !== 'RunTask' || task.ts <= fcp.ts || dur <= 12_500) continue;
    const inside: Record<string, number> = {};
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts >= task.ts + dur) continue;
      const name = label(e);
      if (name) inside[name] = (inside[name] ?? 0) + (e.dur ?? 0);
    }
    const [top, covered = 0] = Object.entries(inside).sort((a, b) => b[1] - a[1])[0] ?? [];
    const name = top && covered > dur / 3 ? top : '(unattributed)';
    const excess = (dur / 1000) * 4 - 50;
    total += excess;
    by[name] = (by[name] ?? 0) + excess;
  }
  return { total, by };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const file of process.argv.slice(2)) {
    const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    const { total, by } = tasksOf(traceEvents);
    const parts = Object.entries(by)
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${Math.round(ms)}`);
    console.info(`${path.basename(file)}: ${Math.round(total)} ms | ${parts.join(' | ')}`);
  }
}
