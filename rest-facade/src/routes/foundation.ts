import type { RestRoute } from '../route.ts';
import { USER_FIELDS } from './fragments.ts';

export const foundationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/catalog',
    document: /* GraphQL */ `
      query RestCatalog {
        catalog { campuses { name halls } roomTypes permitTypes permits moveTimings years }
      }`,
    reshape: (data) => data.catalog,
  },
  {
    method: 'GET',
    path: '/auth/me',
    document: /* GraphQL */ `query RestMe { me { ${USER_FIELDS} } }`,
    // signed out is an error on this path (the GraphQL field answers null instead)
    reshape: (data) => (data.me ? { user: data.me } : { __error: 'UNAUTHENTICATED' }),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    document: /* GraphQL */ `mutation RestLogout { logout { success } }`,
    reshape: (data) => data.logout,
  },
];
