// A server for the benchmark, in its own process so that the load generator does not share its event
// loop: `gateway` is the real gateway (configured by the environment, like `npm run serve`), `bare` is
// Apollo Server on Express serving the same schema with nothing else (the framework's own cost).
// Prints `READY <url>` and stops on SIGTERM.
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { loadConfig } from '@campus-swap/gateway/config';
import { createLogger } from '@campus-swap/gateway/logger';
import { startServer } from '@campus-swap/gateway/server';
import { schema } from '@campus-swap/schema/index';

async function bare(): Promise<{ url: string; close(): Promise<void> }> {
  const apollo = new ApolloServer({ schema });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await apollo.stop();
    },
  };
}

const kind = process.argv[2];
const running =
  kind === 'bare'
    ? await bare()
    : await startServer(loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }), createLogger('silent'));
process.stdout.write(`READY ${running.url}\n`);
process.once('SIGTERM', () => {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
