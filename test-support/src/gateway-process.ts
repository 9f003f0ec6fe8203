// Starts the real gateway (`gateway/src/main.ts`) as a child process on 127.0.0.1 with a free port
// and its own embedded database folder, waits until it is ready, and stops it with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type GatewayProcess = { url: string; child: ChildProcess; logs: () => string; stop(): Promise<void> };

/** `options.root`: another checkout of the repository to run (bench:web's same-run baseline build). */
export async function startGateway(
  env: Record<string, string> = {},
  options: { root?: string } = {},
): Promise<GatewayProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-gw-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: options.root ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      RUN_JOBS: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // a gateway that never became ready must not outlive the test run
      child.kill('SIGKILL');
      reject(new Error(`gateway did not start in 120 s:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)".*"msg":"campus swap is listening"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code} before it was ready:\n${output}`));
    });
  });
  // keep collecting for diagnostics, bounded
  child.stdout!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  });
  return {
    url,
    child,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
