// Starts bench/lib/serve.ts in a child process and waits for its URL (bounded: 60 s).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type ChildServer = { url: string; pid: number; stop(): Promise<void> };

/**
 * `root`: another checkout (with its own node_modules) whose bench/lib/serve.ts is started instead of
 * this one's, so a build can be measured against another in the same run (BENCH_BASELINE, ADR 153).
 */
export async function startChild(
  kind: 'gateway' | 'bare',
  env: Record<string, string>,
  root?: string,
): Promise<ChildServer> {
  const entry = root ? `${root}/bench/lib/serve.ts` : fileURLToPath(new URL('./serve.ts', import.meta.url));
  // BENCH_PROFILE=<dir>: each server writes a V8 CPU profile there when it stops (ADR 030)
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  // BENCH_NODE_FLAGS='--trace-gc --heap-prof …': more V8/Node flags for every server (both sides)
  // BENCH_NODE_FLAGS_THIS: only for this checkout's server, not the baseline's (to measure a flag itself)
  const flags =
    `${process.env.BENCH_NODE_FLAGS ?? ''} ${root ? '' : (process.env.BENCH_NODE_FLAGS_THIS ?? '')}`
      .split(/\s+/)
      .filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, ...flags, '--import', 'tsx', entry, kind],
    {
      env: { ...process.env, ...env },
      ...(root ? { cwd: root } : {}),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // BENCH_CHILD_LOG=<dir>: each server's stdout (e.g. --trace-gc's lines) also goes to <dir>/<pid>.log
  if (process.env.BENCH_CHILD_LOG) {
    const log = createWriteStream(
      `${process.env.BENCH_CHILD_LOG}/${child.pid}${root ? '-baseline' : ''}.log`,
    );
    child.stdout!.pipe(log);
  }
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start within 60 s`)), 60_000);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /READY (\S+)/.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with ${code}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
