// The shell the gateway serves: a signed-in student's names the page's chunks as modulepreload links
// (from the build's route-preloads.json); a signed-out visitor's is the plain index.html.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppRouter, withPreloads } from './web-app.ts';

const html =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>';
let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'campus-swap-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: {
        '/matches': {
          js: ['/assets/ApolloRoot-b2.js', '/assets/MatchesPage-c3.js'],
          css: ['/assets/matches-d4.css'],
        },
        '/post': { js: ['/assets/PostPage-e5.js', 'https://elsewhere.example/x.js'], css: [] },
      },
    }),
  );
  const app = express();
  // as the gateway's app (app.ts): the shell's ETag is its own
  app.set('etag', false);
  app.use(cookieParser());
  app.use(webAppRouter(dist));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const get = (route: string, cookie?: string) =>
  fetch(`${base}${route}`, { headers: cookie ? { cookie } : {} });

describe('the shell', () => {
  it('names the page chunks for a signed-in student, in the head', async () => {
    const res = await get('/matches', 'signed_in=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Cookie/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    expect(body).toBe(
      html.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/ApolloRoot-b2.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/MatchesPage-c3.js">' +
          '<link rel="stylesheet" href="/assets/matches-d4.css"></head>',
      ),
    );
    // the same for /matches/ and /Matches
    expect(await (await get('/Matches/', 'signed_in=1')).text()).toBe(body);
  });

  it('tags the shell, which a reload revalidates with 304', async () => {
    const first = await get('/matches', 'signed_in=1');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    const again = await fetch(`${base}/matches`, {
      headers: { cookie: 'signed_in=1', 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    // another page's shell (other preloads) has another tag
    expect((await get('/post', 'signed_in=1')).headers.get('etag')).not.toBe(etag);
  });

  it('serves the plain shell signed out, on routes without preloads, and for any other cookie value', async () => {
    expect(await (await get('/matches')).text()).toBe(html);
    expect(await (await get('/matches', 'signed_in=0')).text()).toBe(html);
    expect(await (await get('/', 'signed_in=1')).text()).toBe(html);
    expect(await (await get('/terms', 'signed_in=1')).text()).toBe(html);
  });

  it('names only hashed files under /assets/', async () => {
    const body = await (await get('/post', 'signed_in=1')).text();
    expect(body).toContain('href="/assets/PostPage-e5.js"');
    expect(body).not.toContain('elsewhere');
    expect(withPreloads(html, { js: ['/assets/"><script>alert(1)</script>.js'], css: [] })).toBe(html);
  });

  it('answers a missing asset with 404, not the shell', async () => {
    for (const asset of [
      '/assets/gone-0.js',
      '/assets/deep/gone.css',
      '/icons/gone-192.png',
      '/manifest.webmanifest',
      '/sw.js',
      '/push-sw.js',
      '/workbox-0a1b2c3d.js',
      '/favicon.ico',
    ]) {
      expect((await get(asset)).status, asset).toBe(404);
    }
  });

  it('serves the shell for unknown paths with a dot too, so the app sends them to / (spec §2)', async () => {
    for (const route of [
      '/john.doe',
      '/a/b.c/d.html',
      '/profile.php',
      '/x.js',
      '/%E2%9C%93.json',
      '/assets.js',
    ]) {
      const res = await get(route);
      expect([res.status, res.headers.get('content-type')], route).toEqual([200, 'text/html; charset=utf-8']);
      expect(await res.text()).toBe(html);
    }
  });
});
