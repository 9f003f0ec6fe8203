// Document.tsx repeats index.html's head (the shell and the offline page are Vite's HTML, a rendered
// page is React's): the two must not drift apart, e.g. a new icon or description in one only.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './Document.tsx';

const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';

/** Each <meta> and <link> of a head as its attributes (lower-case names, sorted), and the title. */
function headFacts(head: string): { tags: string[]; title: string | undefined } {
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*?)\/?>/gi)].map(([, name, attributes]) => {
    const pairs = [...(attributes ?? '').matchAll(/([a-zA-Z-]+)(?:\s*=\s*"([^"]*)")?/g)].map(
      ([, key, value]) => `${key?.toLowerCase()}=${(value ?? '').replace(/\s+/g, ' ').trim()}`,
    );
    return `${name?.toLowerCase()} ${pairs.sort().join(' ')}`;
  });
  return { tags, title: /<title>([^<]*)<\/title>/i.exec(head)?.[1] };
}

describe('the server-rendered page and the shell', () => {
  const shell = headFacts(headOf(readFileSync(new URL('../../index.html', import.meta.url), 'utf8')));
  const page = headFacts(
    headOf(
      renderToStaticMarkup(
        <Document
          nonce="n0nce"
          assets={{ entry: '/assets/hydrate.js', app: '/assets/index.js', styles: ['/assets/index.css'] }}
          app=""
        />,
      ),
    ),
  );

  it('have the same title', () => {
    expect(page.title).toBe(shell.title);
    expect(shell.title).toBeTruthy();
  });

  it("carry every meta and link of index.html's head, attribute for attribute", () => {
    expect(shell.tags.length).toBeGreaterThanOrEqual(6);
    for (const tag of shell.tags) expect(page.tags).toContain(tag);
  });
});
