// Gateway processes for the load run and the multi-process tests: the real `gateway/src/main.ts`
// (or `cluster.ts`), each on a port picked here, its log in a file (so that reading it costs the load
// generator nothing), ready once /health/ready answers 200.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../prisma/src/testing/private-postgres.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Gateway = {
  url: string;
  child: ChildProcess;
  logs(): string;
  /** SIGKILL: no drain, no cleanup (the fault under test) */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit code */
  stop(): Promise<number | null>;
};

export async function startGatewayProcess(options: {
  env: Record<string, string>;
  logFile: string;
  entry?: 'main' | 'cluster';
  port?: number;
  readyTimeoutMs?: number;
}): Promise<Gateway> {
  const port = options.port ?? (await freePort());
  const out = openSync(options.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    RUN_JOBS: 'false',
    ...options.env,
  };
  // '' unsets a variable (e.g. DATABASE_URL for the embedded database)
  for (const [name, value] of Object.entries(env)) if (value === '') delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', `gateway/src/${options.entry ?? 'main'}.ts`], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `gateway exited before it was ready:\n${readFileSync(options.logFile, 'utf8').slice(-4000)}`,
      );
    }
    const ok = await fetch(`${url}/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway not ready in time:\n${readFileSync(options.logFile, 'utf8').slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    logs: () => readFileSync(options.logFile, 'utf8'),
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
