// The one launcher of the real gateway (`gateway/src/main.ts`, or `cluster.ts`) as a child process on
// 127.0.0.1, for the contract, e2e, multi-process and load runs. Two ways to watch it start:
// - by default its output is piped here, the port is left to the OS (PORT=0) and the process is ready
//   when it logs the URL it listens on;
// - with `logFile`, its output goes straight to that file (so that reading it costs a load generator
//   nothing), the port is picked beforehand and the process is ready once /health/ready answers 200.
// Either way it gets its own embedded database folder unless `env` names a database.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type GatewayProcess = {
  url: string;
  child: ChildProcess;
  logs(): string;
  /** SIGKILL: no drain, no cleanup (the fault under test) */
  kill9(): Promise<void>;
  /** SIGTERM, wait for the exit code, remove the embedded database folder made here */
  stop(): Promise<number | null>;
};

export type GatewayOptions = {
  /** another checkout of the repository to run (bench:web's same-run baseline build) */
  root?: string;
  entry?: 'main' | 'cluster';
  /** write the output to this file and wait for /health/ready instead of the listening line */
  logFile?: string;
  port?: number;
  readyTimeoutMs?: number;
};

/** `env` overrides the test defaults; '' unsets a variable (e.g. DATABASE_URL for the embedded database). */
export async function startGateway(
  env: Record<string, string> = {},
  options: GatewayOptions = {},
): Promise<GatewayProcess> {
  const port = options.port ?? (options.logFile ? await freePort() : 0);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-gw-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    RUN_JOBS: 'false',
    LOG_LEVEL: 'info',
    ...env,
  };
  for (const [name, value] of Object.entries(childEnv)) if (value === '') delete childEnv[name];
  const out = options.logFile ? openSync(options.logFile, 'a') : 'pipe';
  const child = spawn(process.execPath, ['--import', 'tsx', `gateway/src/${options.entry ?? 'main'}.ts`], {
    cwd: options.root ?? root,
    env: childEnv,
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const timeoutMs = options.readyTimeoutMs ?? 120_000;
  let output = '';
  const logs = options.logFile ? () => readFileSync(options.logFile!, 'utf8') : () => output;
  const url = options.logFile
    ? await untilReady(child, `http://127.0.0.1:${port}`, timeoutMs, logs)
    : await untilListening(child, timeoutMs, (chunk) => {
        output = (output + chunk).slice(-200_000);
        return output;
      });
  return {
    url,
    child,
    logs,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Resolves with the URL the gateway logs once it listens; `collect` keeps the (bounded) output. */
function untilListening(
  child: ChildProcess,
  timeoutMs: number,
  collect: (chunk: string) => string,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      // a gateway that never became ready must not outlive the test run
      child.kill('SIGKILL');
      reject(new Error(`gateway did not start in ${timeoutMs / 1000} s:\n${collect('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const output = collect(chunk.toString());
      const match = ready
        ? null
        : /"url":"(http:\/\/127\.0\.0\.1:\d+)".*"msg":"campus swap is listening"/.exec(output);
      if (match) {
        ready = true;
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code} before it was ready:\n${collect('')}`));
    });
  });
}

async function untilReady(
  child: ChildProcess,
  url: string,
  timeoutMs: number,
  logs: () => string,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`gateway exited before it was ready:\n${logs().slice(-4000)}`);
    }
    const ok = await fetch(`${url}/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return url;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway not ready in time:\n${logs().slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
