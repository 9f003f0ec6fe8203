// Build step (Vite plugin): for each signed-in page, the chunks its first load needs besides the entry,
// written to dist/route-preloads.json. The gateway adds them as <link rel="modulepreload"> to the HTML it
// serves a signed-in student (gateway/src/web-app.ts, ADR 070), so the page's code, Apollo and the
// signed-in layer download while the entry does instead of after it ran. Signed-out visitors get the plain
// HTML: the landing page stays without Apollo (ADR 025).
import type { Plugin } from 'vite';

/** Each protected route's page module (as routes.tsx imports it lazily). */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/matches': 'src/features/matches/components/MatchesPage.tsx',
  '/post': 'src/features/listings/components/PostPage.tsx',
  '/account': 'src/app/AccountPage.tsx',
  '/profile-setup': 'src/features/auth/components/ProfileSetupPage.tsx',
  '/test-listings': 'src/features/listings/components/TestListingsPage.tsx',
};

/** Loaded on every page while somebody is signed in (dataPage.tsx and Layout.tsx). */
const SIGNED_IN_MODULES = ['src/app/ApolloRoot.tsx', 'src/app/SignedInLayer.tsx'];

export interface RoutePreloads {
  /** per route: module scripts and stylesheets, as absolute URLs */
  routes: Record<string, { js: string[]; css: string[] }>;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreloads(): Plugin {
  return {
    name: 'campus-swap-route-preloads',
    apply: 'build',
    // after Vite's own generateBundle, which drops the chunks left empty once their CSS went into the one
    // stylesheet (ADR 164 step 2): a modulepreload of one of them was a 404
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is ChunkLike & typeof c => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('route-preloads: no entry chunk');
        // what index.html already loads (the entry and its static imports)
        const loaded = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
        };
        walk(entry.fileName, loaded);
        // the chunk a module was bundled into: its own, or the signed-in chunk it was merged into (ADR 160)
        const isSource = (source: string) => (id: string | null | undefined) =>
          Boolean(id?.replaceAll('\\', '/').endsWith(`/web/${source}`));
        const chunkOf = (source: string) => {
          const chunk =
            chunks.find((c) => isSource(source)(c.facadeModuleId)) ??
            chunks.find((c) => c.moduleIds?.some(isSource(source)));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${source}`);
          return chunk.fileName;
        };
        const routes: RoutePreloads['routes'] = {};
        for (const [route, page] of Object.entries(ROUTE_PAGES)) {
          const files = new Set<string>();
          for (const source of [...SIGNED_IN_MODULES, page]) walk(chunkOf(source), files);
          const needed = [...files].filter((f) => !loaded.has(f) && byFile.has(f));
          const css = needed.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          routes[route] = { js: needed.map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) };
        }
        const result: RoutePreloads = { routes };
        this.emitFile({
          type: 'asset',
          fileName: 'route-preloads.json',
          source: JSON.stringify(result, null, 1),
        });
      },
    },
  };
}
