import './styles/base.css';
import './styles/components.css';
import './styles/pages.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createRouterInSlices, startingPageConfig } from './app/router.tsx';
import { adoptRenderedConfig, loadAppConfig } from './lib/config.ts';
import { listenForInstallPrompt } from './lib/install.ts';
import { registerServiceWorker } from './lib/pwa.ts';

// Before the first render: the browser may offer installation at any moment.
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');
// The first render as a transition: React renders it in slices of a few ms that let the browser breathe,
// instead of one task of the whole tree (on a phone 0.5-0.8 s of blocked main thread on a signed-in page:
// the router, the layout and the page's lazy import). Nothing is on screen yet, so nothing waits for it
// but the first paint, which comes as soon as the last slice commits (ADR 162).
//
// A signed-in page the gateway rendered (ADR 293; this module is then imported by hydrate.ts after the
// first paint) is on screen already: React hydrates its markup, in slices too. The browser's router
// starts from React Router's hydration data (the page's loader data), which ApolloRoot writes into
// Apollo's cache before the page renders, so it renders from the same answers the server rendered it
// from. Its router is made first, in small tasks (router.tsx).
if (root.firstElementChild) {
  void createRouterInSlices().then((router) => {
    // the configuration the server rendered the page with (ADR 318); /health/config only without it
    adoptRenderedConfig(startingPageConfig());
    loadAppConfig();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
} else {
  loadAppConfig();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

registerServiceWorker();
// this page view's Web Vitals, to the server when the page is hidden (ADR 161); loaded after the page
if (import.meta.env.PROD) {
  const startVitals = () => {
    import('./lib/vitals.ts').then((m) => m.reportWebVitals()).catch(() => {});
  };
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });
}
