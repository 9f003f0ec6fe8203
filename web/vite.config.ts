import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { apolloChunk } from './scripts/apollo-chunk.ts';
import { compileHints } from './scripts/compile-hints.ts';

// The server's render of the signed-in pages (ADR 293): `vite build --ssr src/entry-server.tsx` into
// dist-ssr (outside dist/, which is served and precached), one self-contained bundle for Node (the
// gateway imports it; a production install finds React and the rest inside it), the CSS left out. It
// reads the client build's manifest (dist/.vite/manifest.json) for the document's script and stylesheet.
const ssrBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  // React's production build, whatever NODE_ENV the gateway runs with: the same markup, half the size
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    target: 'node20',
    copyPublicDir: false,
    // one file: the page modules React.lazy imports are there when the render asks for them
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const apollo = apolloChunk();

// The gateway serves dist/ with a strict CSP (script-src 'self', style-src 'self'; a server-rendered
// page's own nonce, ADR 293): nothing inline here.
const browserBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    apollo.plugin,
    // every chunk but the document's own 1 KB script, which runs before the first paint (ADR 322)
    compileHints((fileName) => !/\/hydrate-/.test(fileName)),
    VitePWA({
      // We register the worker ourselves from app code (src/lib/pwa.ts); no injected inline script.
      injectRegister: null,
      registerType: 'autoUpdate',
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Campus Swap',
        short_name: 'Campus Swap',
        description: 'Swap dorm rooms and parking permits with other Rutgers–New Brunswick students.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#cc0033',
        background_color: '#ffffff',
        categories: ['education', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Precache the app shell only. Data answers (/graphql, /api, /health) carry personal data or live
        // state: they are never cached, and navigations to them never get the offline shell; nor does
        // /unsubscribe, the server's own page behind the links in emails (ADR 144: once the app was
        // installed, the shell used to answer it and the click did nothing). Any case: the server
        // answers the other spellings itself (404, ADR 140). The one
        // exception is /health/config, the server's public rules (no personal data): the legal pages and
        // forms render from it, so the last copy is kept for offline use (network first, cache second).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // A page's navigation goes to the network first (ADR 260): the gateway answers a signed-in page
        // with its server render and fresh first data (ADR 164), which the precached shell cannot carry.
        // Only when the network fails (offline, no answer) or the server answers 5xx does the precached
        // shell answer, as it answered every navigation before. No page is ever stored. Navigations to
        // the data paths and /unsubscribe match no route: the browser fetches them itself, as before.
        navigateFallback: null,
        runtimeCaching: [
          {
            // (serialized into sw.js on its own: no outside names in here)
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.mode === 'navigate' &&
              !/^\/(?:api|graphql|health|unsubscribe)(?:[/?#]|$)/i.test(url.pathname),
            handler: 'NetworkOnly',
            options: {
              plugins: [
                {
                  // a 5xx (a proxy with the gateway down, the build missing) gets the shell, as offline
                  fetchDidSucceed: async ({ response }) => {
                    if (response.status >= 500) throw new Error(`navigation answered ${response.status}`);
                    return response;
                  },
                },
              ],
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/health/config',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'public-config',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 1 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        // Web Push `push` and `notificationclick` handlers (public/push-sw.js, docs/decisions/053); the
        // requests that go to the network without the worker (public/sw-routes.js, ADR 319)
        importScripts: ['/push-sw.js', '/sw-routes.js'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for every page (~9 KB gzip): a server-rendered signed-in page (ADR 164) paints from
    // the HTML and the CSS alone, and its five route stylesheets were five more render-blocking requests
    // before that paint on HTTP/1.1; the landing page's share grows by ~5 KB gzip (ADR 164, step 2).
    cssCodeSplit: false,
    // no run-time preload of a page's own chunk nor of what the entry loaded already (ADR 321)
    modulePreload: { resolveDependencies: apollo.resolveDependencies },
    sourcemap: false,
    // the server's render reads it for the names of the document's script and stylesheet (ADR 293)
    manifest: true,
    rolldownOptions: {
      // index.html: the shell every other page gets (and the offline one); src/hydrate.ts: the one script
      // of a server-rendered page, which fetches the app once the page is painted
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        hydrate: path.join(import.meta.dirname, 'src/hydrate.ts'),
      },
      // the code the pages with Apollo share in one file instead of ~25 small ones (ADR 320)
      output: { codeSplitting: { groups: [apollo.group] } },
    },
    target: 'es2022',
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/health': 'http://127.0.0.1:3000',
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : browserBuild));
