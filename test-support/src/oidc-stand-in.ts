// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google in tests, with
// one registered client and an interaction that signs in, without a form, whichever account the test
// chose (`signInAs`). `follow()` plays the browser: it follows redirects with cookies until the
// provider redirects to the client's callback, and returns that URL. `setUnreachableFromServer(true)`
// plays Google unreachable from the app's server (issue 28): the back channel the server uses
// (discovery, keys, token) drops every connection, while the browser's pages (authorization,
// interaction) still load.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type StandInAccount = { email: string; email_verified: boolean };

export type OidcStandIn = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** while on, the server's requests (discovery, keys, token) lose their connection */
  setUnreachableFromServer(on: boolean): void;
  /** the account the next sign-in completes as */
  signInAs(account: StandInAccount): void;
  /** follows the authorization URL like a browser; resolves with the callback URL it ends at */
  follow(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
};

/** The browser's pages; everything else is the back channel the app's server calls. */
const FRONT_CHANNEL = /^\/(auth|interaction|session)(\/|\?|$)/;

export async function startOidcStandIn(redirectUris: string | string[]): Promise<OidcStandIn> {
  const uris = typeof redirectUris === 'string' ? [redirectUris] : redirectUris;
  const redirectUri = uris[0]!;
  let unreachable = false;
  const clientId = 'campus-swap-test';
  const clientSecret = 'test-secret-that-is-long-enough-for-hs256-0123456789';
  const accounts = new Map<string, StandInAccount>();
  let current: StandInAccount = { email: 'nobody@example.com', email_verified: false };

  // biome-ignore lint/suspicious/noExplicitAny: oidc-provider is untyped
  let provider: any;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (unreachable && !FRONT_CHANNEL.test(req.url ?? '')) {
      // no answer at all: the caller sees the connection fail, as with a route to Google that is down
      req.socket.destroy();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: uris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    // like Google: the email claims travel in the ID token
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
  });

  async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const sub = `sub-${Buffer.from(current.email).toString('hex')}`;
    accounts.set(sub, current);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    grant.addOIDCScope('openid email');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    setUnreachableFromServer(on) {
      unreachable = on;
    },
    signInAs(account) {
      current = account;
    },
    async follow(authorizationUrl) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 20; hop++) {
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const eq = pair!.indexOf('=');
          cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
        }
        const location = res.headers.get('location');
        if (res.status < 300 || res.status >= 400 || !location) {
          throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
        }
        await res.body?.cancel();
        url = new URL(location, url);
        if (uris.some((uri) => url.href.startsWith(uri))) return url;
      }
      throw new Error('too many redirects');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
