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
  },
  {
    method: 'GET',
    path: '/auth/me',
    document: /* GraphQL */ `query RestMe { user: me { ${USER_FIELDS} } }`,
    answer: 'data',
    reshape: (data) => {
      // signed out is an error on this path (the GraphQL field answers null instead)
      if (!data.user) throw new AppError('UNAUTHENTICATED');
      return data;
    },
  },
  {
    method: 'POST',
    path: '/auth/logout',
    document: /* GraphQL */ `mutation RestLogout { logout { success } }`,
  },
];
