// One swap after the match (docs/decisions/294-one-swap-after-the-match.md): `mySwaps` ("Your swaps"),
// `swapDone` ("we swapped", for a pair and a 3-way) and `callOffSwap`. Thin: the rules live in
// services/swaps/ (what each member may do and see) and services/swap-record/ (when a swap is called off).
import { builder } from '../builder.ts';
import type { SignedInContext } from '../context.ts';
import { bumpViewerVersion } from '../services/freshness/index.ts';
import { callOff, type SayAnswer, sayDone } from '../services/swaps/say.ts';
import { mySwaps, type SwapView, viewsOf } from '../services/swaps/view.ts';
import { changes } from '../mutation-changes.ts';
import { SHOWN, whenConnected } from '../visibility.ts';
import { ListingTypeEnum } from './listing.ts';
import { housingFormUrl } from './other-student.ts';

const SwapKindEnum = builder.enumType('SwapKind', {
  description: 'A swap of two students, or a 3-way swap.',
  values: {
    PAIR: { description: 'Two students take each other’s room or permit.' },
    THREE_WAY: { description: 'Three students: each takes the next one’s room or permit.' },
  } as const,
});

const SwapStateEnum = builder.enumType('SwapState', {
  description: 'Where a swap stands; every member sees the same state.',
  values: {
    CONNECTED: { description: 'Contact details are shared; nobody said "we swapped" yet.' },
    CLAIMED: { description: 'A member said "we swapped"; the others confirm (or it is done after 7 days).' },
    DONE: { description: 'Every member confirmed, or 7 days passed: the listings are closed.' },
    CALLED_OFF: { description: 'It can no longer happen; no contact details are shown.' },
  } as const,
});

const CallOffReasonEnum = builder.enumType('SwapCallOffReason', {
  description: 'Why a swap was called off, in terms that say nothing private about anyone.',
  values: {
    MEMBER_CALLED_OFF: { description: 'A member called it off.' },
    LISTING_CLOSED: { description: "A member's listing is no longer available." },
    ACCOUNT_CLOSED: { description: "A member's account was closed." },
  } as const,
});

type MemberView = SwapView['members'][number];

const SwapMemberRef = builder.objectRef<MemberView>('SwapMember').implement({
  description: 'One student of a swap, as you see them.',
  fields: (t) => ({
    position: t.exposeInt('position', { ...SHOWN, description: 'Their place in the swap (0 is the first).' }),
    isMe: t.exposeBoolean('isMe', { ...SHOWN, description: 'This member is you.' }),
    userName: t.exposeString('userName', {
      ...SHOWN,
      description: 'Their name, "(account deleted)", or "A former member" when not shown to you.',
    }),
    accountDeleted: t.exposeBoolean('accountDeleted', { ...SHOWN, description: 'Their account is gone.' }),
    have: t.exposeString('have', {
      ...SHOWN,
      description: 'What they give (as it was when the swap was done).',
    }),
    movesInto: t.exposeString('movesInto', {
      ...SHOWN,
      description: "What they move into: the next member's `have`.",
    }),
    saidDone: t.exposeBoolean('saidDone', { ...SHOWN, description: 'They said "we swapped".' }),
    connected: t.exposeBoolean('connected', {
      ...SHOWN,
      description: 'Their contact details are shown to you.',
    }),
    userEmail: t.exposeString('userEmail', { nullable: true, ...whenConnected('swap') }),
    userInstagram: t.exposeString('userInstagram', { nullable: true, ...whenConnected('swap') }),
    userLinkedin: t.exposeString('userLinkedin', { nullable: true, ...whenConnected('swap') }),
  }),
});

const SwapRef = builder.objectRef<SwapView>('Swap').implement({
  description:
    'A swap after the match: two students (a connection) or three (a 3-way), from connected to done.',
  fields: (t) => ({
    id: t.exposeID('id', { ...SHOWN, description: 'What `swapDone` and `callOffSwap` take.' }),
    kind: t.expose('kind', { ...SHOWN, type: SwapKindEnum, description: 'PAIR or THREE_WAY.' }),
    type: t.expose('type', {
      ...SHOWN,
      type: ListingTypeEnum,
      description: 'Rooms (DORM) or parking permits (PARKING).',
    }),
    state: t.expose('state', { ...SHOWN, type: SwapStateEnum, description: 'Where it stands.' }),
    headline: t.exposeString('headline', {
      ...SHOWN,
      description: 'One line for the swap, e.g. "You swapped with Ben Baker."',
    }),
    createdAt: t.expose('createdAt', { ...SHOWN, type: 'DateTime', description: 'When it connected.' }),
    claimedAt: t.expose('claimedAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'When a member first said "we swapped".',
    }),
    closesAt: t.expose('closesAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'CLAIMED: when it is done by itself unless someone disputes or calls it off.',
    }),
    doneAt: t.expose('doneAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'When it was done.',
    }),
    calledOffAt: t.expose('calledOffAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'When it was called off.',
    }),
    saidDoneByMe: t.exposeBoolean('saidDoneByMe', { ...SHOWN, description: 'You said "we swapped".' }),
    doneCount: t.exposeInt('doneCount', { ...SHOWN, description: 'How many members said "we swapped".' }),
    memberCount: t.exposeInt('memberCount', { ...SHOWN, description: '2 or 3.' }),
    callOffReason: t.expose('callOffReason', {
      ...SHOWN,
      type: CallOffReasonEnum,
      nullable: true,
      description: 'CALLED_OFF: why.',
    }),
    callOffWords: t.exposeString('callOffWords', {
      ...SHOWN,
      nullable: true,
      description: 'CALLED_OFF: why, in words for you.',
    }),
    nextStep: t.exposeString('nextStep', {
      ...SHOWN,
      nullable: true,
      description: "The school's process (null once called off).",
    }),
    housingFormUrl: t.string({
      ...SHOWN,
      nullable: true,
      description: "A room swap's housing-office form, when the app knows its address.",
      resolve: (swap, _args, ctx) => housingFormUrl(swap, ctx),
    }),
    members: t.expose('members', {
      ...SHOWN,
      type: [SwapMemberRef],
      description:
        'You first, then the student whose room you move into, then (3-way) the one who takes yours.',
    }),
  }),
});

builder.queryField('mySwaps', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'read' } }).field({
    type: [SwapRef],
    description: 'Your swaps ("Your swaps"): connected, claimed, done and called off, newest first.',
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => mySwaps(ctx.prisma, ctx.viewer.user.id),
  }),
);

async function answered(ctx: SignedInContext, answer: SayAnswer): Promise<SwapView> {
  // a Swap row has no trigger: every member's cached answers go, their sessions stay (ADR 151)
  await bumpViewerVersion(ctx, answer.users, { answersOnly: true });
  const [view] = await viewsOf(ctx.prisma, ctx.viewer.user.id, [answer.swap]);
  return view!;
}

const SWAP_ID = { description: 'The `id` of a Swap of yours.' } as const;

builder.mutationFields((t) => ({
  swapDone: t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: SwapRef,
    description:
      '"We swapped": the first member to say it asks the others to confirm; once every member said it ' +
      "(or 7 days later, unless disputed or called off) it is done and every member's listing closes. " +
      'Idempotent. CONFLICT for a called-off swap; NOT_FOUND when it is not yours.',
    skipTypeScopes: true,
    args: { swapId: t.arg.id({ required: true, ...SWAP_ID }) },
    resolve: async (_root, { swapId }, ctx) =>
      answered(ctx, await sayDone(ctx.prisma, ctx.viewer.user.id, String(swapId))),
  }),
  callOffSwap: t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: SwapRef,
    description:
      'Calls off a swap that is not done: the others are told, and nobody sees the contact details any ' +
      'more. Idempotent. CONFLICT for a done swap; NOT_FOUND when it is not yours.',
    skipTypeScopes: true,
    args: { swapId: t.arg.id({ required: true, ...SWAP_ID }) },
    resolve: async (_root, { swapId }, ctx) =>
      answered(ctx, await callOff(ctx.prisma, ctx.viewer.user.id, String(swapId))),
  }),
}));
