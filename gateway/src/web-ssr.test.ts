// The server render only ever helps (ADR 164): every way it can fail gives null (the page is served as
// before, the shell with its first data), and what it gives goes inside #root as it is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFirstView } from './web-app.ts';
import { serverRenderer } from './web-ssr.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist-ssr folder whose entry-server.js renders with `body` (a function body given the input). */
function bundle(body: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-ssr-'));
  dirs.push(dir);
  writeFileSync(
    path.join(dir, 'entry-server.js'),
    `export const ROUTES = ['/matches'];\nexport async function renderFirstView(input) {\n${body}\n}\n`,
  );
  return dir;
}

const input = { url: '/matches', route: '/matches', results: { Me: { me: { name: 'Sam' } } } };
const log = () => ({ warn: vi.fn() });

describe('serverRenderer', () => {
  it("gives the bundle's markup for a route it renders, with the request's answers", async () => {
    const render = serverRenderer(
      bundle("return '<div class=\"app\">' + input.results.Me.me.name + '</div>';"),
      log(),
    );
    expect(await render(input)).toBe('<div class="app">Sam</div>');
  });

  it('null, and a warning, when the render fails, is too slow or would need an inline script', async () => {
    for (const body of [
      "throw new Error('boom');",
      'await new Promise((resolve) => setTimeout(resolve, 200)); input.signal.throwIfAborted(); return "<p>late</p>";',
      'return "<div><script>start()</script></div>";',
    ]) {
      const warnings = log();
      const render = serverRenderer(bundle(body), warnings, 50);
      expect(await render(input)).toBeNull();
      expect(warnings.warn).toHaveBeenCalled();
    }
  });

  it('null without a bundle, with one that does not load, or for a route it does not render', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'campus-swap-ssr-'));
    dirs.push(empty);
    expect(await serverRenderer(empty, log())(input)).toBeNull();
    const broken = bundle('');
    writeFileSync(path.join(broken, 'entry-server.js'), 'export const = ;');
    expect(await serverRenderer(broken, log())(input)).toBeNull();
    const render = serverRenderer(bundle('return "<p>x</p>";'), log());
    expect(await render({ ...input, url: '/post', route: '/post' })).toBeNull();
  });
});

describe('withFirstView', () => {
  const shell = '<html><body><div id="root"></div><noscript>x</noscript></body></html>';

  it('puts the markup inside #root and the block before </body>, `$` sequences as they are', () => {
    const text = "$& $' $` $1";
    expect(withFirstView(shell, `<script type="application/json">${text}</script>`, `<p>${text}</p>`)).toBe(
      `<html><body><div id="root"><p>${text}</p></div><noscript>x</noscript><script type="application/json">${text}</script></body></html>`,
    );
  });

  it('with markup, the scripts are held until after the first paint; without, as they were', () => {
    const head =
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/x-b2.js"><link rel="stylesheet" href="/assets/style-c3.css"></head>';
    const page = `<html>${head}<body><div id="root"></div></body></html>`;
    const rendered = withFirstView(page, null, '<p>x</p>');
    expect(rendered).toContain(
      '<script type="module" crossorigin src="/after-paint.js" data-entry="/assets/index-a1.js">',
    );
    expect(rendered).toContain('<link rel="modulepreload-after-paint" crossorigin href="/assets/x-b2.js">');
    expect(rendered).not.toContain('rel="modulepreload" ');
    expect(rendered).not.toContain('src="/assets/index-a1.js"');
    expect(rendered).toContain('<link rel="stylesheet" href="/assets/style-c3.css">');
    expect(withFirstView(page, '<script type="application/json">{}</script>', null)).toBe(
      page.replace('</body>', '<script type="application/json">{}</script></body>'),
    );
  });

  it('leaves the shell as it is without them', () => {
    expect(withFirstView(shell, null, null)).toBe(shell);
  });
});
