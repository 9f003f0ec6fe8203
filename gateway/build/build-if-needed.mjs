// `npm start`: builds the web app and the server only when their sources are newer than the build,
// so the newcomer's one command stays one command and a second start does not wait for Vite.
// Plain JavaScript, run by `node`: it must work where only the built server and `node` are present.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const skip = new Set(['node_modules', 'dist', 'dist-ssr', '.vite']);

/** The newest modification time under `paths` (files or folders), in ms; 0 when none exist. */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) if (!skip.has(entry)) visit(path.join(file, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

const builtAt = (file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);

const parts = [
  // the server render's bundle is built last (web/package.json)
  { script: 'build:web', output: 'web/dist-ssr/entry-server.js', inputs: ['web', 'package-lock.json'] },
  {
    script: 'build:server',
    output: 'dist/server/main.js',
    inputs: [
      'gateway/src',
      'gateway/build',
      'gateway/package.json',
      'schema/src',
      'rest-facade/src',
      'prisma/src',
      'prisma/generated',
      'prisma/migrations',
      'package.json',
      'package-lock.json',
    ],
  },
];

for (const part of parts) {
  if (builtAt(part.output) >= newest(part.inputs)) continue;
  console.info(`npm start: ${part.output} is missing or older than its sources; npm run ${part.script}`);
  const run = spawnSync('npm', ['run', '--silent', part.script], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
