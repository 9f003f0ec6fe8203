// The swap after the match (docs/decisions/294-one-swap-after-the-match.md) as the HTTP-level tests walk
// it: connect a pair, make a 3-way and have all three join, read "Your swaps" through both doors, and
// tell whether any contact detail of a student is in an answer.
import { expect } from 'vitest';
import { api, gql, type ListedStudent, listedStudent } from './gateway-students.ts';
import type { Json } from './in-process-gateway.ts';
import { dormFromTo } from './listings.ts';

/** Every field of a Swap, as a GraphQL selection. */
export const SWAP_FIELDS =
  'id kind type state headline createdAt claimedAt closesAt doneAt calledOffAt saidDoneByMe doneCount ' +
  'memberCount callOffReason callOffWords nextStep housingFormUrl members { position isMe userName ' +
  'accountDeleted have movesInto saidDone connected userEmail userInstagram userLinkedin }';

export async function connect(a: ListedStudent, b: ListedStudent): Promise<void> {
  expect((await api('POST', `/matches/${b.listingId}/reveal`, a)).status).toBe(200);
  expect((await api('POST', `/matches/${a.listingId}/reveal`, b)).body).toEqual({ status: 'connected' });
}

/** "Your swaps" through REST, checked equal to GraphQL's `mySwaps` (the same answer on both doors). */
export async function swapsOf(who: ListedStudent): Promise<Json[]> {
  const rest = await api('GET', '/swaps', who);
  expect(rest.status).toBe(200);
  const graphql = await gql(who, `{ mySwaps { ${SWAP_FIELDS} } }`);
  expect(graphql.errors).toBeUndefined();
  expect(graphql.data.mySwaps).toEqual(rest.body.swaps);
  return rest.body.swaps;
}

/** The one swap of `who` of that kind (the newest). */
export const swapOf = async (who: ListedStudent, kind: 'PAIR' | 'THREE_WAY' = 'PAIR'): Promise<Json> =>
  (await swapsOf(who)).find((s) => s.kind === kind);

/** Three students whose rooms make a 3-way (each wants the next one's hall), all three in. */
export async function connectedTrio(halls: [string, string, string], first?: ListedStudent) {
  const trio: ListedStudent[] = [];
  for (let i = 0; i < 3; i++)
    trio.push(i === 0 && first ? first : await listedStudent(dormFromTo(halls[i]!, halls[(i + 1) % 3]!)));
  const cycles = (await api('GET', '/matches', trio[0]!)).body.cycles;
  const cycleId = cycles.find((c: Json) => c.members.length === 3)?.id;
  expect(cycleId).toBeDefined();
  for (const who of trio) expect((await api('POST', `/cycles/${cycleId}/join`, who)).status).toBe(200);
  return { trio, cycleId: cycleId as string };
}

/** The contact details of `other` that appear in `answer` (none is the privacy rule). */
export function contactsOf(answer: unknown, other: ListedStudent): string[] {
  const text = JSON.stringify(answer);
  return [other.user.email, other.user.linkedin!].filter((t) => text.includes(t));
}
