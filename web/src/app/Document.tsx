// The HTML document of a server-rendered page (ADR 293), the server's twin of index.html (whose head
// it repeats; Document.test.tsx fails when the two drift apart). Its one script is the build's
// hydration entry with the response's CSP nonce; the nonce meta is where Vite's preload helper finds
// the nonce for the links it adds. The app's markup comes rendered already: #root holds exactly what
// the browser's hydrateRoot renders.

/** entry: the page's one script (hydrate.ts); app: the shell's entry it imports after the first paint */
export type DocumentAssets = { entry: string; app: string; styles: readonly string[] };

export function Document({ nonce, assets, app }: { nonce: string; assets: DocumentAssets; app: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>Campus Swap</title>
        <meta
          name="description"
          content="Swap your dorm room or parking permit with another Rutgers–New Brunswick student. Post, match and connect."
        />
        <meta name="theme-color" content="#cc0033" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta property="csp-nonce" nonce={nonce} />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" nonce={nonce} src={assets.entry} data-app={assets.app} />
      </head>
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the app (entry-server.tsx) */}
        <div id="root" dangerouslySetInnerHTML={{ __html: app }} />
        <noscript>Campus Swap needs JavaScript to run.</noscript>
      </body>
    </html>
  );
}
