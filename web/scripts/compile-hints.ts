// V8's explicit compile hints (ADR 322, https://v8.dev/blog/explicit-compile-hints, Chrome 136): a file
// that starts with the magic comment `//# allFunctionsCalledOnLoad` has all its functions compiled while
// it streams, on a background thread, instead of each on its first call, on the main thread. A
// signed-in page's load calls most of what the app's chunks hold (React DOM, React Router, Apollo
// Client, the page), so each chunk `wanted` says yes to gets the comment as its very first line; a
// browser without the feature reads a comment.
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(wanted: (fileName: string) => boolean): Plugin {
  return {
    name: 'campus-swap:compile-hints',
    apply: 'build',
    generateBundle: {
      // after Vite's import analysis, which puts its __vite__mapDeps at the top of a chunk: V8 reads the
      // comment only at the very start of the file
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && wanted(chunk.fileName) && !chunk.code.startsWith(COMPILE_HINT))
            chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
