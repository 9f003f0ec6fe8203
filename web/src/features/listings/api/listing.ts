// The listing documents. TEMPORARY hand-typed documents until the server's schema prints these
// operations; then they become `graphql()` documents typed by codegen.
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';

export interface Listing {
  __typename?: 'Listing';
  id: string;
  type: string;
  campusNow: string | null;
  dormNow: string | null;
  roomTypeNow: string | null;
  campusWant: string[];
  dormWant: string[];
  roomTypeWant: string[];
  permitNow: string | null;
  permitWant: string | null;
  moveWhen: string;
  flexible: boolean;
  notes: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const listingFields = `id type campusNow dormNow roomTypeNow campusWant dormWant roomTypeWant permitNow permitWant
  moveWhen flexible notes active createdAt updatedAt`;

export const MyListingQuery: TypedDocumentNode<{ myListing: Listing | null }, Record<string, never>> = parse(
  `query MyListing { myListing { ${listingFields} } }`,
);

export const SaveListingMutation: TypedDocumentNode<
  { saveListing: { listing: Listing } },
  { input: Record<string, unknown> }
> = parse(
  `mutation SaveListing($input: ListingInput!) { saveListing(input: $input) { listing { ${listingFields} } } }`,
);

export const UpdatePreferencesMutation: TypedDocumentNode<
  { updatePreferences: { listing: Listing } },
  { input: Record<string, unknown> }
> = parse(
  `mutation UpdatePreferences($input: PreferencesInput!) { updatePreferences(input: $input) { listing { ${listingFields} } } }`,
);

export const DeactivateListingMutation: TypedDocumentNode<
  { deactivateListing: { success: boolean } },
  Record<string, never>
> = parse('mutation DeactivateListing { deactivateListing { success } }');
