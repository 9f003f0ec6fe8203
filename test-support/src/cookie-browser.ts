// A browser as the gateway's tests play one (ADR 281, 313, 314): it keeps the cookies it is given
// (code_browser, device, session, csrf_token) and echoes the CSRF token as the web app does, each one
// from its own network (X-Forwarded-For, for a gateway that trusts its loopback "load balancer").

export type CookieBrowser = ReturnType<typeof cookieBrowser>;

export function cookieBrowser(baseUrl: () => string, ip: string) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (name && value !== undefined) jar.set(name, value);
    }
    return res;
  };
  const headers = () => ({
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrf-token': jar.get('csrf_token') ?? '',
  });
  const send = async (path: string, body: object) =>
    keep(
      await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) }),
    );
  return {
    jar,
    /** the first visit: the gateway hands out the CSRF cookie */
    async open() {
      keep(await fetch(`${baseUrl()}/health/config`, { headers: { 'x-forwarded-for': ip } }));
    },
    /** POST /api<path> */
    post: (path: string, body: object) => send(`/api${path}`, body),
    graphql: (query: string, variables: object) => send('/graphql', { query, variables }),
  };
}
