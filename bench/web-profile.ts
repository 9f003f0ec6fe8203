// `npx tsx bench/web-profile.ts [/matches]`: what a signed-in page's main thread does while it loads, at
// Chrome's 4× CPU slowdown, or at full speed with PROFILE_CPU_RATE=1 (390 px page, loopback network): a
// Chrome trace of the load, cut into its tasks of 50 ms and more at 4× (12.5 ms at full speed), and for
// each the JavaScript that ran in it (V8's sampling profile, self time by function and file). Where
// bench:web says how long, this says what: the issue 21 profile (ADR 162).
// Bounded: one gateway, one Chromium, one page load of at most 60 s; exits by itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startGateway } from '@campus-swap/test-support/gateway-process';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@campus-swap/test-support/chromium';
import { benchStudent } from './web/students.ts';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  positionTicks?: { line: number; ticks: number }[];
};
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: unknown;
};

const page = process.argv[2] ?? '/matches';
// PROFILE_CPU_RATE=1: no slowdown, as Lighthouse's simulated throttling records its trace (it then
// counts each task × 4); Chrome's own slowdown pauses the thread, and the samples taken in a pause land
// on whatever function was running, so rate 1 names the functions more truly
const CPU_RATE = Math.max(1, Number(process.env.PROFILE_CPU_RATE ?? 4) || 4);
const root = process.env.PROFILE_ROOT ? path.resolve(process.env.PROFILE_ROOT) : undefined;

function frameName(node: Node): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js') : '';
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
}

async function main() {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-profile-mail-'));
  const mail = await startSmtpReceiver({ dir: mailDir });
  const gateway = await startGateway(
    { SMTP_URL: mail.smtpUrl, MAIL_FROM: 'Campus Swap <codes@campusswap.test>' },
    root ? { root } : {},
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const token = await benchStudent(gateway.url, mailDir);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addCookies([
      { name: 'auth_token', value: token, url: gateway.url, httpOnly: true, sameSite: 'Lax' },
      { name: 'signed_in', value: '1', url: gateway.url, sameSite: 'Lax' },
    ]);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: CPU_RATE === 1 ? 50 : 200 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => {
      events.push(...(data.value as unknown as TraceEvent[]));
    });
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await tab.goto(`${gateway.url}${page}`, { timeout: 60_000, waitUntil: 'load' });
    await tab.waitForTimeout(5_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (process.env.PROFILE_DUMP) writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(profile));
    await cdp.send('Tracing.end');
    await traced;

    // the renderer's main thread: the thread of the navigation's first ParseHTML
    const scriptTime = new Map<string, number>();
    for (const e of events)
      if (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compileModule') {
        const key = `${e.pid}:${e.tid}`;
        scriptTime.set(key, (scriptTime.get(key) ?? 0) + (e.dur ?? 0));
      }
    const busiest = [...scriptTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const main = events.filter((e) => `${e.pid}:${e.tid}` === busiest);
    // a task that is long at a 4× slower CPU: 50 ms at the rate given, or its share at full speed
    const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= (50_000 * CPU_RATE) / 4);
    const navStart = main.find((e) => e.name === 'ParseHTML')?.ts ?? tasks[0]?.ts ?? 0;
    const marks = ['firstContentfulPaint', 'largestContentfulPaint::Candidate'];
    for (const mark of marks)
      for (const e of events.filter((x) => x.name === mark))
        console.info(`${mark} at ${((e.ts - navStart) / 1000).toFixed(0)} ms`);

    // samples → absolute times (µs, same clock as the trace)
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    let t = profile.startTime;
    const samples = profile.samples.map((id, i) => {
      t += profile.timeDeltas[i] ?? 0;
      return { id, t };
    });
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = main.filter(
        (e) => e.ts >= task.ts && e.ts < end && e.name !== 'RunTask' && (e.dur ?? 0) >= 5_000,
      );
      const what = inside
        .slice(0, 8)
        .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}`)
        .join(', ');
      console.info(
        `\ntask at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${what}`,
      );
      const self = new Map<string, number>();
      const total = new Map<string, number>();
      let prev = task.ts;
      for (const s of samples) {
        if (s.t < task.ts || s.t >= end) continue;
        const dt = (s.t - prev) / 1000;
        prev = s.t;
        const node = byId.get(s.id);
        if (!node) continue;
        // the hottest line of the function, to tell e.g. a module's top level apart
        const hot = [...(node.positionTicks ?? [])].sort((a, b) => b.ticks - a.ticks)[0];
        const name = `${frameName(node)}${hot ? ` (hot line ${hot.line})` : ''}`;
        self.set(name, (self.get(name) ?? 0) + dt);
        const seen = new Set<string>();
        for (let id: number | undefined = s.id; id !== undefined; id = parent.get(id)) {
          const n = byId.get(id);
          if (!n) break;
          const nm = frameName(n);
          if (seen.has(nm)) continue;
          seen.add(nm);
          total.set(nm, (total.get(nm) ?? 0) + dt);
        }
      }
      const top = (m: Map<string, number>, k: number) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, k)
          .map(([n, ms]) => `    ${ms.toFixed(1).padStart(6)} ms  ${n}`)
          .join('\n');
      console.info(`  self:\n${top(self, 12)}`);
      console.info(`  total (inclusive):\n${top(total, 25)}`);
    }
  } finally {
    await browser.close();
    await gateway.stop();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

await main();
