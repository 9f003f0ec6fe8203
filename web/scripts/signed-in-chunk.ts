// Build step: the code a signed-in page loads besides the entry goes into one chunk instead of ~20
// (ADR 160). The gateway serves HTTP/1.1, where a phone opens about six connections to an origin: the
// twenty small chunks a signed-in /matches, /post or /account preloaded (ADR 071) came in several
// round trips, each worth 150 ms on the slow 4G Lighthouse simulates.
//
// A module joins the chunk when a signed-in page (or the Apollo root, or the signed-in layer) uses it
// and every way to it (following static imports up) starts at a page that loads Apollo anyway
// (routes.tsx's dataPage pages). A module the entry imports statically stays in the entry, and one that
// a page without Apollo also uses (the legal pages, the developer reference) keeps its own chunk, so
// that page does not download Apollo for it (ADR 025). Login and the other data pages import the merged
// chunk for what they share with the signed-in pages (they load Apollo with it in any case). The
// chunk keeps the name ApolloRoot, which landing.e2e.ts looks for.
import type { Plugin } from 'vite';

/** The signed-in pages whose first load this chunk is for, the Apollo root and the signed-in layer. */
export const SIGNED_IN_ROOTS = [
  'src/app/ApolloRoot.tsx',
  'src/app/SignedInLayer.tsx',
  'src/features/matches/components/MatchesPage.tsx',
  'src/features/listings/components/PostPage.tsx',
  'src/app/AccountPage.tsx',
];

/**
 * The other pages that load with Apollo (dataPage in routes.tsx): sharing code with them is fine. A new
 * data page belongs here, or the code it shares stays out of the chunk (landing.e2e.ts counts the files).
 */
export const OTHER_DATA_PAGES = [
  'src/features/auth/components/LoginPage.tsx',
  'src/features/auth/components/ProfileSetupPage.tsx',
  'src/features/requests/components/RequestsPage.tsx',
  'src/features/swaps/components/SwapsPage.tsx',
  'src/features/listings/components/TestListingsPage.tsx',
  'src/features/trust/components/SupportPage.tsx',
];

type Info = { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;

/** Where the static import chains up from `id` start: dynamically imported modules, or 'entry'. */
function rootsOf(id: string, info: (id: string) => Info): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const module = info(current);
    if (!module || module.isEntry) {
      roots.add('entry');
      return;
    }
    if (module.dynamicImporters.length) roots.add(current);
    else if (!module.importers.length) roots.add('entry');
    for (const importer of module.importers) walk(importer);
  };
  walk(id);
  return roots;
}

export function signedInChunk(): Plugin {
  return {
    name: 'campus-swap-signed-in-chunk',
    apply: 'build',
    config() {
      const among = (list: string[]) => (id: string) =>
        list.some((root) => id.replaceAll('\\', '/').endsWith(`/web/${root}`));
      const isSignedInRoot = among(SIGNED_IN_ROOTS);
      const isDataRoot = among([...SIGNED_IN_ROOTS, ...OTHER_DATA_PAGES]);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name(id, ctx) {
                      if (id.endsWith('.css')) return null;
                      const roots = rootsOf(id, (m) => ctx.getModuleInfo(m) as Info);
                      if (roots.size === 0 || roots.has('entry')) return null;
                      // used by a signed-in page, and reached only from pages that load Apollo anyway
                      const all = [...roots];
                      return all.some(isSignedInRoot) && all.every(isDataRoot) ? 'ApolloRoot' : null;
                    },
                    // only what the test picked: React, the router and the rest of the entry stay there
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
