// One chunk for the code the pages with Apollo share (ADR 320), with Rolldown's own manual code
// splitting (`output.codeSplitting.groups`). Left to the automatic splitting, that code came as ~25
// files of mostly under 2 KB, one per set of pages sharing it; when a page's code was imported, Vite's
// preload helper added one <link rel=modulepreload> per file inside the page's first render, 57–91 ms
// of that task at 4× CPU on /account, and the module loader fetched and linked each one.
//
// The group takes a module only when two or more chunks share it, and never one the entries load
// statically (the landing page's entry must not grow or wait on it) nor one the legal pages load
// (they are public pages without Apollo). Those modules are found from the module graph once it is
// built (`buildEnd`, before the chunks are made). `includeDependenciesRecursively: false` keeps the
// group from pulling an excluded module in as a dependency of one it took. A page now also runs the
// shared modules it does not use (the listing form's on /matches); ours only declare things at load.
import type { Plugin } from 'vite';

const LEGAL_PAGES = /[\\/]src[\\/]features[\\/]legal[\\/]components[\\/]/;

/** The Vite plugin that reads the module graph, and the code-splitting group that uses what it read. */
export function apolloChunk() {
  const excluded = new Set<string>();
  const plugin: Plugin = {
    name: 'campus-swap:apollo-chunk',
    apply: 'build',
    buildEnd() {
      excluded.clear();
      const walk = (id: string) => {
        if (excluded.has(id)) return;
        excluded.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry || LEGAL_PAGES.test(id)) walk(id);
      }
    },
  };
  const group = {
    name: 'apollo',
    minShareCount: 2,
    includeDependenciesRecursively: false,
    test: (id: string) => !excluded.has(id),
  };
  return { plugin, group };
}
