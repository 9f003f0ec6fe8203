// Adds up the vitest JSON reports of every layer into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  // a file that fails to load has no failed tests but is a failure all the same
  const brokenFiles = report.numFailedTests ? 0 : (report.numFailedTestSuites ?? 0);
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.info(
    `${file.replace(/\.json$/, '').padEnd(24)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
console.info(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
