// pactum pointed at the gateway of the global setup, plus a browser-like session helper: it keeps
// cookies and echoes the CSRF cookie in X-CSRF-Token the way the web client does.
import pactum from 'pactum';
import { inject } from 'vitest';

export const baseURL = inject('baseURL');
export const mailDir = inject('mailDir');
pactum.request.setBaseUrl(baseURL);
pactum.request.setDefaultTimeout(30_000);

export { pactum };

/** The Authorization header of a student's bearer token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A pactum spec sent with the student's bearer token and no cookies (CSRF-exempt, decisions.md §3). */
export const asStudent = (token: string) => pactum.spec().withHeaders(bearer(token));

/** Parses Set-Cookie headers into name -> {value, attributes (lower-cased)}. */
export function parseSetCookie(
  headers: Record<string, unknown>,
): Map<string, { value: string; attributes: string[] }> {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const cookies = new Map<string, { value: string; attributes: string[] }>();
  for (const line of list) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    cookies.set(pair!.slice(0, at), {
      value: pair!.slice(at + 1),
      attributes: attributes.map((a) => a.toLowerCase()),
    });
  }
  return cookies;
}

/** A cookie jar that behaves like a browser tab for the purposes of the API. */
export class BrowserSession {
  readonly cookies = new Map<string, string>();

  /** Loads a page-like resource so the server hands out the CSRF cookie. */
  async open(): Promise<this> {
    const res = await fetch(`${baseURL}/health/config`);
    this.absorb(res);
    return this;
  }

  absorb(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header this tab sends (without the CSRF header that goes with it). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = this.cookieHeader();
    const csrf = this.cookies.get('csrf_token');
    return {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...extra,
    };
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    // biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field in the specs
  ): Promise<{ status: number; body: any; res: Response }> {
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers: this.headers(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.absorb(res);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, res };
  }
}
