// Browser tests run against the built web app served by the real gateway; each test file starts its
// own gateway (and SMTP receiver) through e2e/support/stack.ts, so all this checks is that a build exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default function setup() {
  const index = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist/index.html');
  if (!existsSync(index))
    throw new Error('web/dist is missing: run `npm run build` before the browser tests');
}
