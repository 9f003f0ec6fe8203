// A port nobody listens on now, for a server whose address another party must know before it starts
// (the OIDC stand-in needs the gateway's callback URL; a private PostgreSQL or Redis server; a gateway
// whose output goes to a file). It may be taken again before it is used; the callers start their
// server right away.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
