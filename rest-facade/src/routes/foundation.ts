// GET /catalog, GET /auth/me and POST /auth/logout (documents/foundation.graphql).
import { AppError } from '@campus-swap/schema/errors';
import { RestCatalogDocument, RestLogoutDocument, RestMeDocument } from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const foundationRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/catalog', document: RestCatalogDocument }),
  route({
    method: 'GET',
    path: '/auth/me',
    document: RestMeDocument,
    answer: 'data',
    reshape: (data) => {
      // signed out is an error on this path (the GraphQL field answers null instead)
      if (!data.user) throw new AppError('UNAUTHENTICATED');
      return data;
    },
  }),
  route({ method: 'POST', path: '/auth/logout', document: RestLogoutDocument }),
];
