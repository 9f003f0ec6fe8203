// The Express application, in this order: no x-powered-by -> security headers -> request id + log ->
// body limits -> cookies + CSRF -> rate limits -> GraphQL / REST -> health -> web app. Every failure
// ends in the documented JSON error.
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Context, Services } from '@campus-swap/schema/context';
import { schema } from '@campus-swap/schema/index';
import { createRestRouter } from '@campus-swap/rest-facade/router';
import { routes } from '@campus-swap/rest-facade/routes/index';
import type { Config } from './config.ts';
import { createContext, resolveViewer } from './context.ts';
import { developerDocsRouter } from './developer-docs.ts';
import { googleRouter } from './google-routes.ts';
import { graphQLAccept } from './graphql-over-http.ts';
import { healthRouter, publicConfig } from './health.ts';
import { apolloHandler } from './http/apollo-express.ts';
import { chain } from './http/chain.ts';
import { csrf } from './http/csrf.ts';
import { refuseNulCharacters } from './http/nul-characters.ts';
import { strictServerPaths } from './http/strict-paths.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { type GeneralLimiters, generalRateLimit } from './http/rate-limit.ts';
import { requestContext } from './http/request-context.ts';
import { restDoor } from './rest-door.ts';
import type { AnswerCache } from './answer-cache.ts';
import { noStore, securityHeaders } from './http/security.ts';
import type { AppLogger } from './logger.ts';
import { requestMetrics } from './metrics/request-metrics.ts';
import { webAppRouter, webDist } from './web-app.ts';
import { vitalsRouter } from './web-vitals.ts';
import { serverPages } from './web-pages.ts';
import { unsubscribeRouter } from './unsubscribe-routes.ts';

export type AppDeps = {
  config: Config;
  services: Services;
  apollo: ApolloServer<Context>;
  /** the answer cache the Apollo server was made with: the REST door sends its kept bytes and tags */
  answers: AnswerCache;
  log: AppLogger;
  ping: () => Promise<void>;
  /** the general tier: per student signed in, per IP signed out */
  limiters: GeneralLimiters;
};

export const BODY_LIMIT = '100kb';

/** GraphQL lives at /graphql itself: /graphql/anything is a 404, not another door to Apollo. */
const onlyTheMountPath: express.RequestHandler = (req, res, next) =>
  req.path === '/' ? next() : notFound(req, res);

/** `apollo` must already be started. */
export function createApp(deps: AppDeps): express.Express {
  const { config, services, apollo } = deps;
  const app = express();
  app.disable('x-powered-by');
  // no automatic ETag: it hashed every answer, POST /graphql's included; the GETs a client revalidates
  // set their own (the etag package)
  app.set('etag', false);

  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // one spelling per path (ADR 140): routers made with STRICT_ROUTING match case and trailing slash
  app.set('case sensitive routing', true);
  app.set('strict routing', true);

  // each group below is one router layer (http/chain.ts), in this order
  app.use(
    chain(
      requestMetrics,
      securityHeaders(),
      // gzip/brotli for JSON and the web app's HTML, JS and CSS (most of a phone's first-load time)
      compression(),
      requestContext(deps.log),
      strictServerPaths,
    ),
  );
  app.use(['/api', '/graphql'], chain(noStore, express.json({ limit: BODY_LIMIT }), refuseNulCharacters));
  app.use(chain(cookieParser(), csrf(config.secureCookies)));
  app.use(['/api', '/graphql'], chain(resolveViewer(services), generalRateLimit(deps.limiters)));
  // before Apollo, which would take GET /graphql/schema.graphql for a query
  // only GET and HEAD reach the two documents' routes (a POST to /graphql skips the router's matching)
  const docs = developerDocsRouter({ version: config.version, appOrigin: config.appOrigin });
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? docs(req, res, next) : next(),
  );

  // the session was looked up once by resolveViewer; each request builds one context from it
  const contextFor = (req: express.Request, res: express.Response) =>
    createContext(services, req, res, { secureCookies: config.secureCookies });

  app.use(
    '/graphql',
    chain(
      onlyTheMountPath,
      graphQLAccept,
      apolloHandler(apollo, { context: async ({ req, res }) => contextFor(req, res) }),
    ),
  );

  // Google sign-in's browser legs, before the facade
  app.use('/api', googleRouter(config, services));
  const door = restDoor(apollo, contextFor, deps.answers);
  app.use('/api', createRestRouter(routes, door, schema));
  app.use('/api', notFound);

  // below a server root nothing falls through to the web app's shell (ADR 140)
  app.use('/health', healthRouter(config, deps.ping), notFound);
  app.use('/vitals', vitalsRouter({ log: deps.log }), notFound);
  app.use(
    '/unsubscribe',
    unsubscribeRouter({ prisma: services.prisma, secret: config.unsubscribeSecret }),
    notFound,
  );
  app.use(
    webAppRouter(
      webDist,
      serverPages({
        services,
        config: publicConfig(config),
        limiters: deps.limiters,
        door,
        log: deps.log,
        webDist,
      }),
    ),
  );
  app.use(notFound);

  app.use(errorHandler);
  return app;
}
