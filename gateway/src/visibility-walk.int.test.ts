// The visibility walk (issue 26, ADR 194): every field of every type reachable from matches, swap
// requests, reveal, 3-way swaps and "Your swaps" (mySwaps, swapDone, callOffSwap), asked for in full through GraphQL and as REST answers it, by a
// viewer who is a stranger, one-sided (revealed, or revealed to) and connected to the students shown.
// Each field is held to its declaration (schema/src/visibility.ts): `connected` is null exactly until
// the two are connected (a 3-way swap: until all three joined), `owner` appears only on the viewer's
// own objects; a field without a declaration fails the walk, and so does a field no answer reached.
// Over real HTTP against an in-process gateway.
import type { GraphQLNamedType, GraphQLObjectType, GraphQLOutputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { dormFromTo } from '@campus-swap/test-support/listings';
import { schema } from '@campus-swap/schema/index';
import { PRIVACY_ROOTS, reachableTypes, visibilityOf } from '@campus-swap/schema/visibility';
import {
  type Json,
  requestJson,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
} from '@campus-swap/test-support/listing-fixtures';

// the housing form's address is set, so its link shows once connected (issue 37)
useInProcessGateway({ HOUSING_SWAP_FORM_URL: 'https://ruhousing.example.edu/room-swap' });

const api = (method: string, path: string, token: string, body?: unknown) =>
  requestJson(server.url, method, `/api${path}`, { token, body });

const tag = (type: unknown) => (type as { [Symbol.toStringTag]?: string })[Symbol.toStringTag];
const named = (type: GraphQLOutputType): GraphQLNamedType => ('ofType' in type ? named(type.ofType) : type);
const isComposite = (type: GraphQLNamedType): type is GraphQLObjectType => tag(type) === 'GraphQLObjectType';

/** Every field of `type` a client can ask for without arguments, nested types in full (deprecated too). */
function selection(type: GraphQLObjectType, depth = 0): string {
  if (depth > 6) throw new Error(`${type.name}: nested too deep for a full selection`);
  const fields = Object.values(type.getFields())
    .filter(
      (field) =>
        !field.args.some((arg) => tag(arg.type) === 'GraphQLNonNull' && arg.defaultValue === undefined),
    )
    .map((field) => {
      const inner = named(field.type);
      return isComposite(inner) ? `${field.name} { ${selection(inner, depth + 1)} }` : field.name;
    });
  return fields.join(' ');
}

const typeOf = (name: string) => schema.getType(name) as GraphQLObjectType;
const FULL_MATCHES = `query { matches { ${selection(typeOf('MatchResult'))} } }`;
const FULL_REQUESTS = `query { swapRequests { ${selection(typeOf('SwapRequests'))} } }`;
const FULL_REVEAL = `mutation ($id: ID!) { reveal(listingId: $id) { ${selection(typeOf('RevealPayload'))} } }`;
const FULL_JOIN = `mutation ($id: ID!) { joinCycle(cycleId: $id) { ${selection(typeOf('JoinCyclePayload'))} } }`;
const SWAP = selection(typeOf('Swap'));
const FULL_SWAPS = `query { mySwaps { ${SWAP} } }`;
const FULL_SWAP_DONE = `mutation ($id: ID!) { swapDone(swapId: $id) { ${SWAP} } }`;
const FULL_CALL_OFF = `mutation ($id: ID!) { callOffSwap(swapId: $id) { ${SWAP} } }`;

type Viewer = { token: string; listingId: string };
/**
 * What the viewer is connected to: listing ids of other students, whether their 3-way swap is, and
 * whether their swaps are live (connected or claimed: their members' contacts are shown) or called off.
 */
type Truth = { viewer: Viewer; connectedTo: Set<string>; cycleConnected: boolean; swapsLive?: boolean };

/** Which fields the walk saw a value (or null) of, as `Type.field`. */
const seen = new Set<string>();

/**
 * The problems of `value` (of `type`, at `where`) against the declarations. `connected` is the
 * connection state of the student the object is about, from the enclosing card, request or swap.
 */
function walk(
  type: GraphQLNamedType,
  value: Json,
  where: string,
  truth: Truth,
  connected: boolean,
): string[] {
  if (value === null || value === undefined || !isComposite(type)) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => walk(type, item, `${where}[${i}]`, truth, connected));
  }
  // whom the object is about: a card or request by its listing, a 3-way swap and its members by the swap
  let about = connected;
  if (type.name === 'MatchCard') about = truth.connectedTo.has(value.id);
  if (type.name === 'SwapRequest') about = truth.connectedTo.has(value.listingId);
  if (type.name === 'SwapCycle') about = truth.cycleConnected;
  if (type.name === 'Swap') about = truth.swapsLive ?? (truth.connectedTo.size > 0 || truth.cycleConnected);
  // a member's own details are theirs to see, whatever the swap's state
  if (type.name === 'SwapMember' && value.isMe === true) about = true;
  const problems: string[] = [];
  for (const [key, child] of Object.entries(value as Record<string, Json>)) {
    const field = type.getFields()[key];
    if (!field) {
      problems.push(`${where}.${key}: not a field of ${type.name}`);
      continue;
    }
    seen.add(`${type.name}.${key}`);
    const visibility = visibilityOf(type, field);
    if (!visibility) problems.push(`${type.name}.${key} (at ${where}): no declared visibility`);
    if (visibility === 'connected' && !about && child !== null) {
      problems.push(`${where}.${key}: shown before the two are connected`);
    }
    // every student here has every contact detail, so a connected pair sees each of them (an object,
    // such as a "we swapped" claim, exists only once someone made it)
    if (visibility === 'connected' && about && child === null && !isComposite(named(field.type))) {
      problems.push(`${where}.${key}: still null once connected`);
    }
    if (visibility === 'owner' && child !== null && value.id !== truth.viewer.listingId) {
      problems.push(`${where}.${key}: an owner-only field on an object that is not the viewer's`);
    }
    problems.push(...walk(named(field.type), child, `${where}.${key}`, truth, about));
  }
  return problems;
}

async function graphql(viewer: Viewer, query: string, variables: Record<string, unknown> = {}) {
  const answer = await requestJson(server.url, 'POST', '/graphql', {
    token: viewer.token,
    body: { query, variables },
  });
  if (answer.status !== 200 || answer.body.errors) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

/** Everything `truth.viewer` is shown of matches and swap requests, through both doors, walked. */
async function walkAll(truth: Truth): Promise<string[]> {
  const { viewer } = truth;
  const [matches, requests, swaps, restMatches, restRequests, restSwaps] = await Promise.all([
    graphql(viewer, FULL_MATCHES),
    graphql(viewer, FULL_REQUESTS),
    graphql(viewer, FULL_SWAPS),
    api('GET', '/matches', viewer.token),
    api('GET', '/swaps/requests', viewer.token),
    api('GET', '/swaps', viewer.token),
  ]);
  expect(restMatches.status).toBe(200);
  expect(restRequests.status).toBe(200);
  expect(restSwaps.status).toBe(200);
  return [
    ...walk(typeOf('Swap'), swaps.mySwaps, 'GraphQL mySwaps', truth, false),
    ...walk(typeOf('Swap'), restSwaps.body.swaps, 'GET /api/swaps', truth, false),
    ...walk(typeOf('MatchResult'), matches.matches, 'GraphQL matches', truth, false),
    ...walk(typeOf('SwapRequests'), requests.swapRequests, 'GraphQL swapRequests', truth, false),
    ...walk(typeOf('MatchResult'), restMatches.body, 'GET /api/matches', truth, false),
    ...walk(typeOf('SwapRequests'), restRequests.body, 'GET /api/swaps/requests', truth, false),
  ];
}

async function student(listing: Record<string, unknown>): Promise<Viewer> {
  const { token } = await createStudent(server.db);
  const saved = await api('POST', '/listings', token, listing);
  expect(saved.status).toBe(200);
  return { token, listingId: saved.body.listing.id };
}

describe('the visibility walk', () => {
  // the viewer, and four students whose listings match theirs: a stranger, one the viewer revealed
  // to, one who revealed to the viewer, and one connected with the viewer
  let viewer: Viewer;
  let stranger: Viewer;
  let mine: Viewer;
  let theirs: Viewer;
  let both: Viewer;
  // three students whose listings make a 3-way swap
  let trio: Viewer[];

  beforeAll(async () => {
    viewer = await student(DORM_BUSCH_WANTS_LIVI);
    const others = await Promise.all([0, 1, 2, 3].map(() => student(DORM_LIVI_WANTS_BUSCH)));
    [stranger, mine, theirs, both] = others as [Viewer, Viewer, Viewer, Viewer];
    const halls = ['Tinsley Hall', 'Buell Apartments', 'Allen Hall'];
    trio = [];
    for (let i = 0; i < 3; i++) trio.push(await student(dormFromTo(halls[i]!, halls[(i + 1) % 3]!)));
  });

  it('holds every field to its declaration for a stranger, one-sided and connected viewers', async () => {
    const problems: string[] = [];
    const revealTo = async (from: Viewer, to: Viewer, connectedAfter: boolean) => {
      const data = await graphql(from, FULL_REVEAL, { id: to.listingId });
      const truth = {
        viewer: from,
        connectedTo: new Set(connectedAfter ? [to.listingId] : []),
        cycleConnected: false,
      };
      problems.push(...walk(typeOf('RevealPayload'), data.reveal, `reveal of ${to.listingId}`, truth, false));
    };
    await revealTo(viewer, mine, false);
    await revealTo(theirs, viewer, false);
    await revealTo(both, viewer, false);
    await revealTo(viewer, both, true);
    // a "we swapped" claim between the connected pair, so that its fields are walked too
    await graphql(viewer, 'mutation ($id: ID!) { swapped(listingId: $id) { status } }', {
      id: both.listingId,
    });
    const connected = (...ids: string[]) => new Set(ids);
    // the viewer: a stranger to one, one-sided with two, connected with one
    problems.push(
      ...(await walkAll({ viewer, connectedTo: connected(both.listingId), cycleConnected: false })),
    );
    // the others, each from their side
    for (const other of [stranger, mine, theirs]) {
      problems.push(...(await walkAll({ viewer: other, connectedTo: connected(), cycleConnected: false })));
    }
    problems.push(
      ...(await walkAll({ viewer: both, connectedTo: connected(viewer.listingId), cycleConnected: false })),
    );

    // a 3-way swap: offered (strangers), one joined (one-sided), all three joined (connected)
    const offered = { viewer: trio[0]!, connectedTo: connected(), cycleConnected: false };
    problems.push(...(await walkAll(offered)));
    const cycles = (await graphql(trio[0]!, '{ matches { cycles { id } } }')).matches.cycles as {
      id: string;
    }[];
    expect(cycles).toHaveLength(1);
    const join = async (who: Viewer, all: boolean) => {
      const data = await graphql(who, FULL_JOIN, { id: cycles[0]!.id });
      const truth = { viewer: who, connectedTo: connected(), cycleConnected: all };
      problems.push(...walk(typeOf('JoinCyclePayload'), data.joinCycle, 'joinCycle', truth, false));
    };
    await join(trio[0]!, false);
    problems.push(...(await walkAll(offered)));
    problems.push(...(await walkAll({ ...offered, viewer: trio[1]! })));
    await join(trio[1]!, false);
    await join(trio[2]!, true);
    for (const member of trio) {
      problems.push(...(await walkAll({ viewer: member, connectedTo: connected(), cycleConnected: true })));
    }

    // "we swapped" on the 3-way (claimed: still live), then the pair called off (nobody's contacts)
    const swapOf = async (who: Viewer) => (await graphql(who, '{ mySwaps { id } }')).mySwaps[0].id as string;
    const live = { viewer: trio[0]!, connectedTo: connected(), cycleConnected: true, swapsLive: true };
    const done = await graphql(trio[0]!, FULL_SWAP_DONE, { id: await swapOf(trio[0]!) });
    problems.push(...walk(typeOf('Swap'), done.swapDone, 'swapDone', live, false));
    problems.push(...(await walkAll({ ...live, viewer: trio[1]! })));
    const off = { viewer, connectedTo: connected(), cycleConnected: false, swapsLive: false };
    const calledOff = await graphql(viewer, FULL_CALL_OFF, { id: await swapOf(viewer) });
    expect(calledOff.callOffSwap.state).toBe('CALLED_OFF');
    problems.push(...walk(typeOf('Swap'), calledOff.callOffSwap, 'callOffSwap', off, false));
    problems.push(...(await walkAll(off)), ...(await walkAll({ ...off, viewer: both })));

    expect(problems).toEqual([]);
    // every field of every reachable type was reached and judged (deprecated ones too)
    const reachable = reachableTypes(
      schema,
      PRIVACY_ROOTS.filter((root) => root !== 'Mutation.leaveCycle'),
    )
      // an interface is answered as the object types that implement it
      .filter((type) => isComposite(type))
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    expect(reachable.filter((field) => !seen.has(field))).toEqual([]);
  }, 120_000);
});
