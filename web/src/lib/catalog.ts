// The fixed option lists (campuses and halls, room types, permits, timings, years), served by the API.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql/gql.ts';

export const CatalogQuery = graphql(`
  query Catalog {
    catalog {
      campuses {
        name
        halls
      }
      roomTypes
      permitTypes
      permits
      moveTimings
      years
    }
  }
`);

export function useCatalog() {
  // The catalog changes only with a deploy: one request per session is enough.
  const { data, loading, error, refetch } = useQuery(CatalogQuery, { fetchPolicy: 'cache-first' });
  return { catalog: data?.catalog ?? null, loading, error, refetch };
}
