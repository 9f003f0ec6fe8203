// `npm run schema:compat` (run by .ci/check-generated.sh): fails when schema/schema.graphql breaks
// clients of the last release (schema/release.graphql) other than by removing what was deprecated
// there first. `npm run schema:release` makes the current schema the new release snapshot.
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forbiddenChanges } from './compatibility.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const currentFile = path.join(dir, 'schema.graphql');
const releaseFile = path.join(dir, 'release.graphql');

if (process.argv.includes('--release')) {
  copyFileSync(currentFile, releaseFile);
  console.info('schema/release.graphql is now the current schema');
} else {
  const problems = await forbiddenChanges(
    readFileSync(releaseFile, 'utf8'),
    readFileSync(currentFile, 'utf8'),
  );
  if (problems.length) {
    console.error('schema.graphql breaks clients of the last release (schema/release.graphql):');
    for (const change of problems) console.error(`  ${change.type} ${change.path ?? ''}: ${change.message}`);
    console.error(
      'Deprecate first (ADR 062): add deprecationReason, release, and remove in a later release.',
    );
    process.exit(1);
  }
  console.info('schema.graphql keeps every promise of the last release');
}
