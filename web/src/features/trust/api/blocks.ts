// The student's blocks for /account: the list and undo (docs/decisions/180-blocks.md).
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';
import { forgetOtherStudents } from '../../../lib/safety.ts';

const BlocksQuery = graphql(`
  query Blocks {
    blocks {
      id
      userName
      blockedAt
    }
  }
`);

const UnblockMutation = graphql(`
  mutation Unblock($blockId: ID!) {
    unblock(blockId: $blockId) {
      success
    }
  }
`);

export function useBlocks() {
  const { data, loading } = useQuery(BlocksQuery, { fetchPolicy: 'cache-and-network' });
  return { blocks: data?.blocks ?? [], loading };
}

/** Undoes a block; matches, requests and the list load again. */
export function useUnblock() {
  const [mutate, { loading }] = useMutation(UnblockMutation);
  const unblock = (blockId: string) =>
    mutate({ variables: { blockId }, update: forgetOtherStudents, refetchQueries: [BlocksQuery] });
  return { unblock, unblocking: loading };
}
