// `npx tsx bench/profile-matches.ts`: a CPU profile of the matches read end to end (issue 22), in
// the gateway's own process: N sequential GET /api/matches of 20 students on 1,000 listings, each
// answer computed afresh (`changed`) or served unchanged from memory, and the same document unchanged
// through /graphql. Prints the functions with the
// most self time, grouped by package; writes the .cpuprofile for DevTools next to the working dir.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { REST_MATCHES_DOCUMENT } from './lib/documents.ts';
import { startSeededGateway } from './lib/seeded-gateway.ts';

const REQUESTS = 300;
/** PROFILE_LISTINGS=100000: the same on a larger market (issue 22's 100k ÷ 1k) */
const LISTINGS = Number(process.env.PROFILE_LISTINGS ?? 1_000);
/** PROFILE_MODES=changed: only those modes (changed, unchanged, graphql-unchanged) */
const MODES = (process.env.PROFILE_MODES ?? 'changed,unchanged,graphql-unchanged').split(',');
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};

/** Time per statement shape at the driver, to tell database time from gateway time. */
const statementTimes = new Map<string, { n: number; ms: number }>();
function timeStatements(): void {
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query() has many overloads
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const text = String(typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? ''))
      .replace(/\s+/g, ' ')
      .slice(0, 90);
    const started = performance.now();
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      void result.then(
        () => {
          const entry = statementTimes.get(text) ?? { n: 0, ms: 0 };
          entry.n++;
          entry.ms += performance.now() - started;
          statementTimes.set(text, entry);
        },
        () => {},
      );
    }
    return result;
  } as typeof original;
}

async function main(): Promise<void> {
  timeStatements();
  const { server, client, tokens, close } = await startSeededGateway('profile', LISTINGS);
  try {
    const session = new Session();
    session.connect();
    for (const mode of ['changed', 'unchanged', 'graphql-unchanged'] as const) {
      if (!MODES.includes(mode)) continue;
      const send = async (i: number) => {
        // as after another student's change: the answer is computed, the session stays cached
        if (mode === 'changed') server.answers.clear();
        const headers = { authorization: `Bearer ${tokens[i % tokens.length]!}` };
        const answer = await client.send(
          mode === 'graphql-unchanged'
            ? {
                method: 'POST',
                path: '/graphql',
                headers,
                body: JSON.stringify({ query: REST_MATCHES_DOCUMENT }),
              }
            : { path: '/api/matches', headers },
        );
        if (answer.status !== 200) throw new Error(`${answer.status} ${answer.body}`);
        return answer.ms;
      };
      for (let i = 0; i < 40; i++) await send(i);
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await send(i));
      const { profile } = (await session.post('Profiler.stop')) as {
        profile: { nodes: Node[]; startTime: number; endTime: number };
      };
      writeFileSync(`matches-${mode}-${LISTINGS}.cpuprofile`, JSON.stringify(profile));
      times.sort((a, b) => a - b);
      summarize(mode, profile, times[Math.floor(times.length / 2)]!);
      console.info('statements (count, mean ms)');
      for (const [text, t] of [...statementTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
        console.info(`  ${String(t.n).padStart(5)} ${(t.ms / t.n).toFixed(2).padStart(7)}  ${text}`);
      statementTimes.clear();
    }
  } finally {
    await close();
  }
}

function summarize(
  mode: string,
  profile: { nodes: Node[]; startTime: number; endTime: number },
  median: number,
) {
  const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const url = node.callFrame.url;
    const pkg =
      url === ''
        ? `(${node.callFrame.functionName || 'native'})`
        : (url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
          (url.startsWith('node:')
            ? 'node'
            : url
                .replace(/^.*perf-api\//, '')
                .split('/')
                .slice(0, 2)
                .join('/')));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${pkg}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + node.hitCount);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.info(
    `\n## ${mode}: median ${median.toFixed(2)} ms over ${REQUESTS} sequential reads; self time by package`,
  );
  console.info(top(byPackage, 14).join('\n'));
  console.info('top functions');
  console.info(top(byFunction, 16).join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
