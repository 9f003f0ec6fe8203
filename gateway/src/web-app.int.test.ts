// The pages the gateway serves: a signed-in student's server-rendered page when the renderer gives one
// (web-pages.ts, ADR 293), private and not stored; otherwise the plain index.html, which a reload
// revalidates.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppRouter } from './web-app.ts';

const html =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>';
let dist: string;
const RENDERED = '<!doctype html><html><body><div id="root">Your matches</div></body></html>';
const rendered: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'campus-swap-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  const app = express();
  // as the gateway's app (app.ts): the shell's ETag is its own
  app.set('etag', false);
  app.use(cookieParser());
  app.use(
    webAppRouter(dist, async (req) => {
      rendered.push(req.path);
      return req.path === '/matches' ? RENDERED : null;
    }),
  );
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

describe('the pages', () => {
  it("serves a signed-in student's rendered page, private and not stored", async () => {
    const res = await get('/matches', 'signed_in=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Cookie/i);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(await res.text()).toBe(RENDERED);
  });

  it('serves the shell when the renderer gives none, and never asks it signed out', async () => {
    rendered.length = 0;
    const shell = await get('/post', 'signed_in=1');
    expect([shell.headers.get('cache-control'), await shell.text()]).toEqual(['no-cache', html]);
    expect(shell.headers.get('vary')).toMatch(/Cookie/i);
    expect(await (await get('/matches')).text()).toBe(html);
    expect(await (await get('/matches', 'signed_in=0')).text()).toBe(html);
    expect(rendered).toEqual(['/post']);
  });

  it('tags the shell, which a reload revalidates with 304', async () => {
    const first = await get('/terms');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    const again = await fetch(`${base}/terms`, {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with 404, not the shell', async () => {
    for (const asset of [
      '/assets/gone-0.js',
      '/assets/deep/gone.css',
      '/icons/gone-192.png',
      '/manifest.webmanifest',
      '/sw.js',
      '/push-sw.js',
      '/sw-routes.js',
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
