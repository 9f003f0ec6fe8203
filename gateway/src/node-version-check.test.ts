import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseJs } from 'acorn';
import { describe, expect, it } from 'vitest';

// The start-up check is CommonJS in ES5 (ADR 210), so it is loaded the way `node` loads it.
interface Check {
  END_OF_LIFE: Record<number, string>;
  satisfies(version: string, range: string): boolean;
  verdict(
    version: string,
    range: string,
    supported: string,
    today: string,
  ): { error?: string; warning?: string };
}
const script = fileURLToPath(new URL('./node-version-check.cjs', import.meta.url));
const check = createRequire(import.meta.url)(script) as Check;
const root = path.resolve(path.dirname(script), '..', '..');
const engines = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;
const nodeVersion = readFileSync(path.join(root, '.node-version'), 'utf8').trim();

describe('the Node.js versions Campus Swap runs on (package.json engines, .node-version)', () => {
  it('accepts 20.19+, 22.19+, 24 and 26 on, and refuses what is older or in between', () => {
    for (const accepted of ['20.19.0', '20.20.2', '22.19.0', '24.0.0', '24.21.0', '26.10.0', '27.1.0'])
      expect(check.satisfies(accepted, engines), accepted).toBe(true);
    for (const refused of [
      '0.12.18',
      '16.20.2',
      '18.20.8',
      '20.18.3',
      '21.7.3',
      '22.12.0',
      '22.18.0',
      '23.11.1',
    ])
      expect(check.satisfies(refused, engines), refused).toBe(false);
  });

  it('pins one release of a line engines accepts, the same in .node-version and .nvmrc, with a known end of life', () => {
    expect(nodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(nodeVersion);
    expect(check.satisfies(nodeVersion, engines)).toBe(true);
    const major = Number(nodeVersion.split('.')[0]);
    expect(check.END_OF_LIFE[major]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [, lowestMajor] of engines.matchAll(/(?:\^|>=)(\d+)\./g))
      expect(check.END_OF_LIFE[Number(lowestMajor)], `end of life of Node.js ${lowestMajor}`).toBeDefined();
  });
});

describe('verdict', () => {
  it('names the supported release and the accepted range when the running Node is too old', () => {
    const { error, warning } = check.verdict('v18.20.8', engines, '26.10.0', '2026-11-25');
    expect(warning).toBeUndefined();
    expect(error).toBe(
      `Campus Swap cannot run on Node.js 18.20.8: it needs Node.js 26 (the supported LTS release; .node-version says 26.10.0), or at least a release that package.json engines accepts (${engines}).`,
    );
  });

  it('warns on a line past its end of life and says nothing on a supported one', () => {
    expect(check.verdict('20.20.2', engines, '26.10.0', '2026-04-30')).toEqual({});
    expect(check.verdict('20.20.2', engines, '26.10.0', '2026-05-01')).toEqual({
      warning:
        'Node.js 20 is end-of-life since 2026-04-30 (no more security fixes); Campus Swap is supported on Node.js 26 (.node-version says 26.10.0).',
    });
    expect(check.verdict('26.10.0', engines, '26.10.0', '2026-11-25')).toEqual({});
    expect(check.verdict('24.21.0', engines, '26.10.0', '2026-11-25')).toEqual({});
  });

  it('refuses to guess at an engines form it does not read', () => {
    expect(() => check.satisfies('26.10.0', '~26.10.0')).toThrow(/form this check does not read: ~26.10.0/);
  });
});

describe('node gateway/src/node-version-check.cjs', () => {
  it('is ES5, so that a Node from before 2015 parses it and prints the message', () => {
    expect(() =>
      parseJs(readFileSync(script, 'utf8'), { ecmaVersion: 5, sourceType: 'script' }),
    ).not.toThrow();
  });

  it('lets this Node through, with the end-of-life warning when it is past its date', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 20_000 });
    const expected = check.verdict(
      process.version,
      engines,
      nodeVersion,
      new Date().toISOString().slice(0, 10),
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(expected.warning ? `warning: ${expected.warning}\n` : '');
  });

  it('stops with exit code 1 and the one-line message, no stack trace, when engines excludes this Node', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-node-check-'));
    try {
      mkdirSync(path.join(dir, 'gateway', 'src'), { recursive: true });
      copyFileSync(script, path.join(dir, 'gateway', 'src', 'node-version-check.cjs'));
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=99.0.0' } }));
      writeFileSync(path.join(dir, '.node-version'), '99.1.0\n');
      const run = spawnSync(process.execPath, [path.join(dir, 'gateway', 'src', 'node-version-check.cjs')], {
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `Campus Swap cannot run on Node.js ${process.versions.node}: it needs Node.js 99 (the supported LTS release; .node-version says 99.1.0), or at least a release that package.json engines accepts (>=99.0.0).\n`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
