// Blocking from any card (a match, a request, a 3-way swap member): the call and what it changes in
// the cache. Shared by the features that show other students (docs/decisions/180-blocks.md).
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql/gql.ts';

const BlockMutation = graphql(`
  mutation Block($listingId: ID!) {
    block(listingId: $listingId) {
      id
      userName
      blockedAt
    }
  }
`);

/**
 * Drops what a block (or its undo) changes everywhere: matches, 3-way swaps, requests and the block
 * list. Active queries load again; the others on their next visit.
 */
export function forgetOtherStudents(cache: ApolloCache): void {
  for (const fieldName of ['matches', 'swapRequests', 'blocks']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Blocks the student behind a listing. */
export function useBlock() {
  const [mutate, { loading }] = useMutation(BlockMutation);
  const block = (listingId: string) => mutate({ variables: { listingId }, update: forgetOtherStudents });
  return { block, blocking: loading };
}

const ReportMutation = graphql(`
  mutation Report($listingId: ID!, $input: ReportInput!) {
    report(listingId: $listingId, input: $input) {
      id
      message
      blocked
    }
  }
`);

export const REPORT_REASONS = [
  ['FAKE', 'Fake listing or person'],
  ['SPAM', 'Spam or advertising'],
  ['HARASSMENT', 'Harassment'],
  ['ALREADY_SWAPPED', 'Already swapped'],
  ['OTHER', 'Something else'],
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number][0];

/**
 * Reports a listing to support, and blocks its student too when `alsoBlock` (ADR 298): then what the
 * block hides leaves the cache as after `block`. Answers the acknowledgement to show.
 */
export function useReport() {
  const [mutate, { loading }] = useMutation(ReportMutation);
  const report = async (listingId: string, reason: ReportReason, details: string, alsoBlock = false) => {
    const result = await mutate({
      variables: { listingId, input: { reason, details: details || null, alsoBlock } },
      update: (cache, { data }) => {
        if (data?.report.blocked) forgetOtherStudents(cache);
      },
    });
    return result.data?.report.message ?? '';
  };
  return { report, reporting: loading };
}
