// Runs `prisma6 migrate diff` (see prisma/prisma6.config.ts for why Prisma 6) against a copy of the
// schema (schema.prisma and the other .prisma files beside it, joined): Prisma 6 wants a `url` in the
// datasource block, which Prisma 7 forbids.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsDir = path.join(prismaDir, 'migrations');
const rootDir = path.resolve(prismaDir, '..');

export type DiffResult = { sql: string; changed: boolean };

/** SQL that takes a database built by the committed migrations to the current schema. */
export function diffMigrationsToSchema(): DiffResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-prisma6-'));
  try {
    // the schema is every .prisma file of the folder (schema.prisma first), as `prisma generate` reads it
    const files = readdirSync(prismaDir)
      .filter((file) => file.endsWith('.prisma'))
      .sort((a, b) => (a === 'schema.prisma' ? -1 : b === 'schema.prisma' ? 1 : a.localeCompare(b)));
    const schema = files
      .map((file) => readFileSync(path.join(prismaDir, file), 'utf8'))
      .join('\n')
      .replace(
        /datasource db \{\s*provider\s*=\s*"postgresql"/,
        '$&\n  url = "postgresql://unused@localhost/unused"',
      );
    const schemaCopy = path.join(dir, 'schema.prisma');
    writeFileSync(schemaCopy, schema);
    const result = spawnSync(
      process.execPath,
      [
        path.join(rootDir, 'node_modules/prisma6/build/index.js'),
        'migrate',
        'diff',
        '--config',
        path.join(prismaDir, 'prisma6.config.ts'),
        '--from-migrations',
        migrationsDir,
        '--to-schema-datamodel',
        schemaCopy,
        '--script',
        '--exit-code',
      ],
      {
        cwd: rootDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          // Generation and diffing are WebAssembly; these stop the CLI from fetching native engines.
          PRISMA_QUERY_ENGINE_LIBRARY: '/bin/true',
          PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true',
          PRISMA_HIDE_UPDATE_MESSAGE: '1',
        },
      },
    );
    // --exit-code: 0 = no difference, 2 = difference, anything else = failure
    if (result.status !== 0 && result.status !== 2) {
      throw new Error(`prisma migrate diff failed:\n${result.stderr}\n${result.stdout}`);
    }
    return { sql: result.stdout.trim(), changed: result.status === 2 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
