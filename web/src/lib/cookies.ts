// Cookie helpers. The session cookie (auth_token) is HttpOnly and invisible here; the server also sets
// readable companions: `signed_in=1` while a session exists and `csrf_token` for the CSRF header.

export const SIGNED_IN_COOKIE = 'signed_in';
export const CSRF_COOKIE = 'csrf_token';

/** Parses a `document.cookie` style string. Later duplicates do not override the first (most specific) one. */
export function parseCookies(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(eq + 1).trim();
    const unquoted = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
    try {
      cookies[name] = decodeURIComponent(unquoted);
    } catch {
      cookies[name] = unquoted;
    }
  }
  return cookies;
}

export function readCookie(
  name: string,
  cookieString: string = globalThis.document?.cookie ?? '',
): string | null {
  return parseCookies(cookieString)[name] ?? null;
}

/** Expires a readable cookie on this origin (used when the server says the session is gone). */
export function clearCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function isSignedInCookie(cookieString: string = globalThis.document?.cookie ?? ''): boolean {
  const value = readCookie(SIGNED_IN_COOKIE, cookieString);
  return value !== null && value !== '' && value !== '0';
}
