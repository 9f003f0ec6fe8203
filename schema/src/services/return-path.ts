// Where a sign-in may send the browser afterwards (the route guard's `from`, carried through Google
// sign-in). Only a path on this site: anything that a browser could resolve to another origin
// ("//evil.example", "/\evil.example", "https:…", control characters) is refused, so the value can
// never become an open redirect. Pages that make no sense after signing in are refused too.
const NOT_AFTER_SIGN_IN = ['/login', '/profile-setup', '/api', '/graphql', '/health', '/unsubscribe'];
const BASE = 'http://return-path.invalid';

/** The path to land on after signing in, or null when `raw` is not a safe same-origin page path. */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 512) return null;
  // one leading slash, then no second slash or backslash (protocol-relative), no control characters
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u0020\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // "/.//evil.example" normalizes to "//evil.example": check the result too
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  const path = url.pathname.toLowerCase();
  if (NOT_AFTER_SIGN_IN.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}`;
}
