// `npm run build` (second half): bundles the server's own code — the gateway and the workspace
// packages it imports (schema, rest-facade, prisma with its generated client) — into dist/server/*.js
// with source maps, so that production runs it with plain `node` (ADR 170). Every npm package stays
// an import of node_modules (installed from `dependencies`), so native and WebAssembly files (argon2,
// PGlite, Prisma's query compiler) load from where their packages expect them.
//
// Layout: dist/server is two levels below the repository root, like gateway/src and prisma/src, so
// the paths the sources resolve from their own location (`../../package.json`, `../../web/dist`)
// mean the same in the bundle; the migrations are copied to dist/migrations (`../migrations`).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
const outdir = path.join(root, 'dist/server');

const nestedNodeModules = /^[^/]+\/node_modules\//;

/**
 * Bare imports are npm packages, left as imports (external), except this repository's own workspace
 * packages and a package that npm installed inside a workspace's own node_modules because its version
 * differs from the root's (gateway's zod 4 beside a root zod 3): from dist/server an import would
 * find the root's, so that one is bundled (pure JavaScript only: fine for zod).
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@campus-swap/') || args.pluginData === 'resolving') return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      const nested = found.path && nestedNodeModules.test(path.relative(root, found.path));
      return nested ? undefined : { path: args.path, external: true };
    });
  },
};

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'gateway/src/main.ts',
    cluster: 'gateway/src/cluster.ts',
    'backup-cli': 'prisma/src/backup-cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  // stack traces name the original .ts files (`node --enable-source-maps`, see package.json "serve")
  sourcesContent: false,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
cpSync(path.join(root, 'prisma/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
console.info(`server built into dist/server in ${Date.now() - started} ms`);
