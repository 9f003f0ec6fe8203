// The Express application, in this order: no x-powered-by -> security headers -> request id + log ->
// body limits -> cookies + CSRF -> rate limits -> GraphQL / REST -> health -> web app. Every failure
// ends in the documented JSON error.
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Context, Services } from '@campus-swap/schema/context';
import { isDatabaseUnavailable } from '@campus-swap/prisma/unavailable';
import { AppError, unavailableError } from '@campus-swap/schema/errors';
import { createRestRouter } from '@campus-swap/rest-facade/router';
import { routes } from '@campus-swap/rest-facade/routes/index';
import type { Config } from './config.ts';
import { createContext } from './context.ts';
import { developerDocsRouter } from './developer-docs.ts';
import { healthRouter } from './health.ts';
import { csrf } from './http/csrf.ts';
import { apiNotFound, errorHandler, sendError } from './http/errors.ts';
import { generalRateLimit } from './http/rate-limit.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security.ts';
import type { AppLogger } from './logger.ts';
import { webAppRouter } from './web-app.ts';

export type AppDeps = {
  config: Config;
  services: Services;
  apollo: ApolloServer<Context>;
  log: AppLogger;
  ping: () => Promise<void>;
  /** extra routes under /api mounted before the facade (e.g. Google sign-in redirects) */
  apiExtras?: express.Router;
};

export const BODY_LIMIT = '100kb';

/** `apollo` must already be started. */
export function createApp(deps: AppDeps): express.Express {
  const { config, services, apollo } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(securityHeaders());
  // gzip/brotli for JSON and the web app's HTML, JS and CSS (most of a phone's first-load time)
  app.use(compression());
  app.use(requestContext(deps.log));
  app.use(['/api', '/graphql'], express.json({ limit: BODY_LIMIT }));
  app.use(cookieParser());
  app.use(csrf(config.secureCookies));
  app.use(['/api', '/graphql'], generalRateLimit(services.prisma));
  // before Apollo, which would take GET /graphql/schema.graphql for a query
  app.use(developerDocsRouter({ version: config.version }));

  // one context per request: the REST facade's session check and its operation share the lookup
  const contexts = new WeakMap<express.Request, Promise<Context>>();
  const contextFor = (req: express.Request, res: express.Response) => {
    let context = contexts.get(req);
    if (!context) {
      context = createContext(services, req, res, { secureCookies: config.secureCookies }).catch(
        (error: unknown) => {
          // the session lookup could not reach the database: 503 with the documented body, not a 500
          if (isDatabaseUnavailable(error)) throw unavailableError();
          throw error;
        },
      );
      contexts.set(req, context);
    }
    return context;
  };

  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        contextFor(req, res).catch((error: unknown) => {
          // Apollo answers a failed context with the status the error names (else 500)
          if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
            Object.assign(error.extensions, {
              http: { status: 503, headers: new Map([['retry-after', String(error.retryAfter)]]) },
            });
          }
          throw error;
        }),
    }),
  );

  if (deps.apiExtras) app.use('/api', deps.apiExtras);
  app.use(
    '/api',
    createRestRouter(routes, {
      execute: async (req, res, operation) => {
        const response = await apollo.executeOperation(operation, {
          contextValue: await contextFor(req, res),
        });
        if (response.body.kind !== 'single')
          throw new Error('incremental delivery is not used by the REST facade');
        return response.body.singleResult;
      },
      signedIn: async (req, res) => (await contextFor(req, res)).viewer !== null,
    }),
  );
  app.use('/api', apiNotFound);

  app.use('/health', healthRouter(config, deps.ping));
  app.use(webAppRouter());
  app.use((req, res) => {
    sendError(res, new AppError('NOT_FOUND', { message: `Nothing at ${req.method} ${req.path}` }));
  });

  app.use(errorHandler);
  return app;
}
