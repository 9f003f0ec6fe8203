import { AppError } from '@campus-swap/schema/errors';
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
    reshape: (data) => {
      // signed out is an error on this path (the GraphQL field answers null instead)
      if (!data.me) throw new AppError('UNAUTHENTICATED');
      return { user: data.me };
    },
  },
  {
    method: 'POST',
    path: '/auth/logout',
    document: /* GraphQL */ `mutation RestLogout { logout { success } }`,
    reshape: (data) => data.logout,
  },
];
