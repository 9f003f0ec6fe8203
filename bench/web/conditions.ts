// The run conditions bench:web prints with its figures: the machine is shared (2 cores, several other
// engineers' builds and tests), so a figure means something only beside `/` measured in the same run and
// with the load the machine carried while it ran.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function quiet(command: string, cwd: string): string {
  try {
    return execSync(command, { cwd, timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '?';
  }
}

export interface Conditions {
  startedAt: string;
  cores: number;
  cpu: string;
  load: number[][];
}

export function startConditions(): Conditions {
  return {
    startedAt: new Date().toISOString(),
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '?',
    load: [os.loadavg()],
  };
}

/** Called between rounds: the 1-minute load average seen during the run. */
export function sampleLoad(conditions: Conditions): void {
  conditions.load.push(os.loadavg());
}

export function describeConditions(
  conditions: Conditions,
  root: string,
  chromePath: string,
  label: string,
): string[] {
  const loads = conditions.load.map((l) => l[0] ?? 0);
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(root, 'bench/web/node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return [
    `Run conditions (${label}): ${conditions.startedAt} → ${new Date().toISOString()}`,
    `  commit ${quiet('git rev-parse --short HEAD', root)}${quiet('git status --porcelain', root) ? ' + uncommitted changes' : ''}; node ${process.version}; Lighthouse ${lighthouseVersion}; ${quiet(`${chromePath} --version`, root)}`,
    `  ${conditions.cores} cores (${conditions.cpu}); 1-min load average during the run ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (median ${loads.sort((a, b) => a - b)[Math.floor(loads.length / 2)]?.toFixed(1)})`,
  ];
}
