// Build step (Vite plugin): dist/first-data.json names, per signed-in route, the queries its first render
// asks for (src/app/first-data/documents.ts), printed with the __typename fields Apollo's cache adds.
// The gateway runs them in-process for a signed-in student's page and embeds the answers in the HTML
// (gateway/src/web-first-data.ts, ADR 160), so the cache holds them before the first render. The texts
// come from the build, like route-preloads.json, so the server runs exactly what this client would ask.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import type { Plugin } from 'vite';
import { FIRST_DATA, operationName } from '../src/app/first-data/documents.ts';

export interface FirstDataFile {
  /** per route: the operations, by name, with their text */
  routes: Record<string, { name: string; query: string }[]>;
}

export function firstDataFile(): FirstDataFile {
  const routes: FirstDataFile['routes'] = {};
  for (const [route, documents] of Object.entries(FIRST_DATA))
    routes[route] = documents.map((d) => ({
      name: operationName(d),
      query: print(addTypenameToDocument(d)),
    }));
  return { routes };
}

export function firstData(): Plugin {
  return {
    name: 'campus-swap-first-data',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'first-data.json',
        source: JSON.stringify(firstDataFile(), null, 1),
      });
    },
  };
}
