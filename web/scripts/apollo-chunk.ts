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
//
// The same module also trims what that preload helper adds at run time (`build.modulePreload
// .resolveDependencies`): for a page's dynamic import it listed the page's chunk itself, which the
// import() fetches at once, and the chunks the entry imports statically, which are loaded before any
// page code runs. Each of those links was an appendChild inside the hydration's render (4 for /account,
// ~11 ms at full speed, ~22 ms with the rest of that task; ADR 321). What is left is a dependency the
// module loader would only find one level down (the Apollo chunk under a page, the legal pages' shared
// chunk), the helper's own purpose. The HTML's modulepreloads (the shell's) are left as Vite makes them.
import type { Plugin, Rolldown } from 'vite';

const LEGAL_PAGES = /[\\/]src[\\/]features[\\/]legal[\\/]components[\\/]/;

/** The chunks the entries load statically (and what those load), by file name. */
function loadedWithEntries(bundle: Rolldown.OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const walk = (fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
    loaded.add(fileName);
    for (const next of chunk.imports) walk(next);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) walk(chunk.fileName);
  return loaded;
}

/**
 * The Vite plugin that reads the module graph, the code-splitting group that uses what it read, and the
 * preload helper's dependency filter (`build.modulePreload.resolveDependencies`).
 */
export function apolloChunk() {
  const excluded = new Set<string>();
  // filled before Vite's import analysis asks resolveDependencies (its generateBundle runs after ours)
  let loaded = new Set<string>();
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
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = loadedWithEntries(bundle);
      },
    },
  };
  const resolveDependencies = (
    fileName: string,
    deps: string[],
    context: { hostType: 'html' | 'js' },
  ): string[] =>
    context.hostType === 'html' ? deps : deps.filter((dep) => dep !== fileName && !loaded.has(dep));
  const group = {
    name: 'apollo',
    minShareCount: 2,
    includeDependenciesRecursively: false,
    test: (id: string) => !excluded.has(id),
  };
  return { plugin, group, resolveDependencies };
}
