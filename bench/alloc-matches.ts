// `npx tsx bench/alloc-matches.ts`: where a computed matches read allocates (issue 22, ADR 275): the
// gateway in this process on 1,000 listings, N sequential GET /api/matches each computed afresh, under
// V8's sampling heap profiler counting every allocation (also those a scavenge collects). Prints the
// bytes per read by function (self), grouped by package; writes matches-alloc.heapprofile for DevTools.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startSeededGateway } from './lib/seeded-gateway.ts';

const REQUESTS = 200;
type HeapNode = {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
};

async function main(): Promise<void> {
  const { server, client, tokens, close } = await startSeededGateway('alloc');
  try {
    const send = async (i: number) => {
      server.answers.clear();
      const headers = { authorization: `Bearer ${tokens[i % tokens.length]!}` };
      const answer = await client.send({ path: '/api/matches', headers });
      if (answer.status !== 200) throw new Error(`${answer.status} ${answer.body}`);
    };
    for (let i = 0; i < 60; i++) await send(i);
    const session = new Session();
    session.connect();
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    for (let i = 0; i < REQUESTS; i++) await send(i);
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
    writeFileSync('matches-alloc.heapprofile', JSON.stringify(profile));
    const byPackage = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let total = 0;
    const walk = (node: HeapNode) => {
      const url = node.callFrame.url;
      const pkg =
        url === ''
          ? '(native)'
          : (url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
            (url.startsWith('node:') ? 'node' : url.replace(/^.*?\/(schema|gateway|rest-facade)\//, '$1/')));
      total += node.selfSize;
      byPackage.set(
        pkg.split('/').slice(0, 3).join('/'),
        (byPackage.get(pkg.split('/').slice(0, 3).join('/')) ?? 0) + node.selfSize,
      );
      const fn = `${node.callFrame.functionName || '(anonymous)'} ${pkg}:${node.callFrame.lineNumber}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + node.selfSize);
      for (const child of node.children) walk(child);
    };
    walk(profile.head);
    const kb = (n: number) => `${(n / REQUESTS / 1024).toFixed(1).padStart(7)} KB`;
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${kb(v)}  ${k}`);
    console.info(
      `allocated per computed read: ${kb(total)}\n${top(byPackage, 20).join('\n')}\n--- functions`,
    );
    console.info(top(byFunction, 40).join('\n'));
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
