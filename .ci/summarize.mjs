// Adds up the vitest JSON reports of every layer into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
let unhandled = 0;
const failures = [];
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  // a file that fails to load has no failed tests but is a failure all the same
  const brokenFiles = report.numFailedTests ? 0 : (report.numFailedTestSuites ?? 0);
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // the names and first message lines of what failed, so a CI log's tail says what to look at
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${file}: ${path.relative(process.cwd(), suite.name)}: ${firstLine(suite.message)}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const where = `${path.relative(process.cwd(), suite.name)} > ${test.fullName ?? test.title}`;
      failures.push(`${file}: ${where}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  console.info(
    `${file.replace(/\.json$/, '').padEnd(24)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
// unhandled errors (unhandled-errors-reporter.mjs) fail a layer whose every test passed
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.unhandled.txt')) : []) {
  const layer = file.replace(/\.unhandled\.txt$/, '');
  for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
    failures.push(`${layer}: unhandled error: ${line}`);
    unhandled += 1;
  }
}
for (const failure of failures) console.info(`FAILED ${failure}`);
console.info(
  `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${unhandled ? `, ${unhandled} unhandled errors` : ''}`,
);

function firstLine(message) {
  return (
    String(message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? '(no message)'
  );
}
