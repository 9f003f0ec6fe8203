// The unsubscribe pages' look (issue 39: they were unstyled and asked for /favicon.ico, a 404). The
// pages come from the mail link, outside the web app, so they carry their own small stylesheet: the
// app's colours, type and button (web/src/styles/base.css) restated for a one-card page. It is a file
// of its own (/unsubscribe/page.css), since the CSP allows only stylesheets from this origin, no inline
// style. The icon links name the app's own icons, so the browser asks for no /favicon.ico (ADR 301).

/** Where the router serves STYLESHEET. */
export const STYLESHEET_PATH = '/unsubscribe/page.css';

export const STYLESHEET = `:root{color-scheme:light;--primary:#cc0033;--primary-dark:#a3002a;--text:#1b1c1f;--muted:#555a63;--border:#d9dce1;--focus:#1a56db}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.55;color:var(--text);background:#fafafb;overflow-wrap:anywhere}
.brand{display:flex;align-items:center;gap:.5rem;max-width:34rem;margin:0 auto;padding:.75rem 1rem;font-weight:700;font-size:1.1rem;color:var(--text);text-decoration:none}
.brand img{border-radius:10px}
main{max-width:34rem;margin:.5rem auto 2.5rem;padding:1.5rem;background:#fff;border:1px solid var(--border);border-radius:14px;box-shadow:0 1px 2px rgb(16 24 40/6%),0 4px 12px rgb(16 24 40/8%)}
@media (max-width:35rem){main{margin:.5rem 1rem 2rem;padding:1.25rem}}
h1{margin:0 0 .5em;font-size:1.6rem;line-height:1.2}
p{margin:0 0 1em}
a{color:var(--primary-dark);text-underline-offset:.15em}
form{margin:0 0 1em}
button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;max-width:100%;padding:.6rem 1.1rem;border:0;border-radius:999px;background:var(--primary);color:#fff;font:inherit;font-weight:600;line-height:1.2;cursor:pointer}
button:hover{background:var(--primary-dark)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.links{color:var(--muted);font-size:.95rem}
`;

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A page of the unsubscribe flow: `body` is HTML the router built (its values escaped). */
export function unsubscribePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Campus Swap</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192">
<link rel="stylesheet" href="${STYLESHEET_PATH}"></head>
<body><a class="brand" href="/"><img src="/icons/icon-192.png" alt="" width="32" height="32">Campus Swap</a>
<main><h1>${escapeHtml(title)}</h1>${body}<p class="links"><a href="/account">Notification settings</a> · <a href="/">Campus Swap</a></p></main></body></html>`;
}
