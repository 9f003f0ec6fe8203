// Students of the HTTP-level tests against the in-process gateway (useInProcessGateway): made directly
// in the database, with a listing saved through POST /api/listings as a student saves it, and the two
// doors to call as them.
import { expect } from 'vitest';
import { gateway, type Json, requestJson } from './in-process-gateway.ts';
import { createStudent, type Student } from './listing-fixtures.ts';

export type ListedStudent = Student & { listingId: string };

/** One REST call to the gateway's /api as `who` (null: signed out). */
export const api = (method: string, path: string, who: { token: string } | null, body?: unknown) =>
  requestJson(gateway.url, method, `/api${path}`, { token: who?.token ?? null, body });

/** One GraphQL operation as `who`; answers the response body. */
export const gql = async (
  who: { token: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Json> =>
  (await requestJson(gateway.url, 'POST', '/graphql', { token: who.token, body: { query, variables } })).body;

/** A student (`overrides` change any column) who saved `listing` through REST. */
export async function listedStudent(listing: object, overrides = {}): Promise<ListedStudent> {
  const made = await createStudent(gateway.db, overrides);
  const saved = await api('POST', '/listings', made, listing);
  expect(saved.status).toBe(200);
  return { ...made, listingId: saved.body.listing.id };
}
