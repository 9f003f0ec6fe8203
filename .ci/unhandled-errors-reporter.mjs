// A vitest reporter for `npm test`: writes the run's unhandled errors (an uncaught exception or
// rejection in a worker, which fails the run with every test passed) to UNHANDLED_ERRORS_FILE, so
// summarize.mjs prints them at the log's end. The JSON reporter leaves them out, and a long CI log's
// tail showed "0 failed" beside a failed layer (f96a642's integration on PGlite).
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const lines = unhandledErrors.map((error) => {
      const where = error.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
      return `${error.name ?? 'Error'}: ${error.message ?? String(error)}${where ? ` (${where.trim()})` : ''}`;
    });
    writeFileSync(file, lines.length ? `${lines.join('\n')}\n` : '');
  }
}
