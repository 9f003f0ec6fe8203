// public/push-sw.js, run as the browser runs it: the script evaluated in a small stand-in for a
// ServiceWorkerGlobalScope (vm), its `push` and `notificationclick` listeners called with events. A
// notification opens only a path on the worker's own origin (issue 34, ADR 282).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(path.resolve(import.meta.dirname, '../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://campus.example';

type Listener = (event: unknown) => void;
type Shown = { title: string; options: { data: { url: string } } };
type Client = { url: string; focus(): Promise<Client>; navigate(url: string): Promise<Client> };

/** The worker in a fresh scope: its listeners, and what it showed, opened and navigated to. */
function worker(openWindows: string[] = []) {
  const listeners: Record<string, Listener> = {};
  const shown: Shown[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const clients: Client[] = openWindows.map((url) => {
    const client: Client = {
      url,
      focus: async () => client,
      navigate: async (to) => {
        navigated.push(to);
        return client;
      },
    };
    return client;
  });
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    registration: {
      showNotification: async (title: string, options: Shown['options']) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  runInNewContext(source, { self, URL });
  const dispatch = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  return {
    shown,
    opened,
    navigated,
    push: (payload: unknown) =>
      dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } }),
    click: (url: unknown) => dispatch('notificationclick', { notification: { data: { url }, close() {} } }),
  };
}

const HOSTILE: unknown[] = [
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/\t/evil.example/phish',
  '/\n/evil.example/phish',
  'https://evil.example/phish',
  'http://campus.example/matches',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  ' //evil.example/',
  'matches',
  '',
  42,
  null,
  undefined,
];

describe('push-sw.js opens only paths on its own origin', () => {
  it('a click on a notification carrying another origin, //host, /\\host or javascript: opens /matches', async () => {
    for (const url of HOSTILE) {
      const sw = worker();
      await sw.click(url);
      expect(sw.opened, String(url)).toEqual([`${ORIGIN}/matches`]);
    }
  });

  it('an open window is sent to /matches too, never to the hostile URL', async () => {
    for (const url of HOSTILE) {
      const sw = worker([`${ORIGIN}/account`]);
      await sw.click(url);
      expect(sw.navigated, String(url)).toEqual([`${ORIGIN}/matches`]);
      expect(sw.opened).toEqual([]);
    }
  });

  it('a push message naming a hostile URL shows a notification that leads to /matches', async () => {
    for (const url of HOSTILE) {
      const sw = worker();
      await sw.push({ title: 'Quinn is interested', body: 'They have: Busch', url });
      expect(
        sw.shown.map((n) => n.options.data.url),
        String(url),
      ).toEqual(['/matches']);
    }
  });

  it('opens the app paths it is given, with their query and fragment', async () => {
    for (const [url, opened] of [
      ['/requests', `${ORIGIN}/requests`],
      ['/matches?listing=1#top', `${ORIGIN}/matches?listing=1#top`],
      ['/listing/edit', `${ORIGIN}/listing/edit`],
    ]) {
      const sw = worker();
      await sw.push({ title: 't', url });
      expect(sw.shown[0]?.options.data.url).toBe(url);
      await sw.click(url);
      expect(sw.opened).toEqual([opened]);
    }
  });
});
