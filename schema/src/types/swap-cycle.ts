// 3-way swaps (docs/decisions/040-three-way-swaps.md): `matches.cycles`, `joinCycle`, `leaveCycle`.
// Thin: the rules, including when contact details appear, live in services/cycles/offers.ts.
import { builder } from '../builder.ts';
import {
  cyclesForViewer,
  joinCycle,
  leaveCycle,
  type SwapCycleCard,
  type SwapCycleMemberView,
} from '../services/cycles/offers.ts';
import { ListingTypeEnum } from './listing.ts';
import { MatchResultRef } from './match.ts';
import { housingFormUrl } from './other-student.ts';
import { SHOWN, whenConnected } from '../visibility.ts';
import { changes } from '../mutation-changes.ts';

const SwapCycleStatusEnum = builder.enumType('SwapCycleStatus', {
  description: 'OFFERED: waiting for all three to join; CONNECTED: all three joined, contacts shared.',
  values: {
    OFFERED: { description: 'Offered to the three; contact details hidden until all three join.' },
    CONNECTED: { description: 'All three joined; contact details shared.' },
  } as const,
});

const SwapCycleMemberRef = builder.objectRef<SwapCycleMemberView>('SwapCycleMember').implement({
  description: 'One student of a 3-way swap, as the viewer sees them.',
  fields: (t) => ({
    position: t.exposeInt('position', {
      ...SHOWN,
      description: '0 is you; 1 is the student whose room you take; 2 is the student who takes yours.',
    }),
    isMe: t.exposeBoolean('isMe', { ...SHOWN, description: 'This member is you.' }),
    listingId: t.exposeID('listingId', {
      ...SHOWN,
      description: "The member's listing id (what `block` and `report` take, as for a match card).",
    }),
    userName: t.exposeString('userName', { ...SHOWN, nullable: true, description: "The member's name." }),
    userAge: t.exposeInt('userAge', { ...SHOWN, nullable: true, description: "The member's age." }),
    userAcademicYear: t.exposeString('userAcademicYear', {
      ...SHOWN,
      nullable: true,
      description: "The member's academic year.",
    }),
    have: t.exposeString('have', { ...SHOWN, description: 'What this student has now.' }),
    place: t.exposeString('place', { ...SHOWN, description: 'Their hall (DORM) or permit (PARKING) now.' }),
    movesInto: t.exposeString('movesInto', {
      ...SHOWN,
      description: "What this student moves into: the next member's `have`.",
    }),
    userEmail: t.exposeString('userEmail', { nullable: true, ...whenConnected('cycle') }),
    userInstagram: t.exposeString('userInstagram', { nullable: true, ...whenConnected('cycle') }),
    userLinkedin: t.exposeString('userLinkedin', { nullable: true, ...whenConnected('cycle') }),
  }),
});

const SwapCycleRef = builder.objectRef<SwapCycleCard>('SwapCycle').implement({
  description: "3-way swap: each member takes the next one's room or permit (members[0] takes members[1]'s).",
  fields: (t) => ({
    id: t.exposeID('id', { ...SHOWN, description: 'What `joinCycle` and `leaveCycle` take.' }),
    type: t.expose('type', {
      ...SHOWN,
      type: ListingTypeEnum,
      description: 'Rooms (DORM) or parking permits (PARKING).',
    }),
    status: t.expose('status', {
      ...SHOWN,
      type: SwapCycleStatusEnum,
      description: 'Offered, or connected.',
    }),
    connected: t.exposeBoolean('connected', { ...SHOWN, description: 'All three joined.' }),
    joinedByMe: t.exposeBoolean('joinedByMe', { ...SHOWN, description: 'You said "I\'m in".' }),
    joinedCount: t.exposeInt('joinedCount', {
      ...SHOWN,
      description: 'How many of the three joined (not who).',
    }),
    members: t.expose('members', {
      ...SHOWN,
      type: [SwapCycleMemberRef],
      description: 'You first, then the student whose room you take, then the one who takes yours.',
    }),
    createdAt: t.expose('createdAt', { ...SHOWN, type: 'DateTime', description: 'When it was offered.' }),
    nextStep: t.exposeString('nextStep', {
      nullable: true,
      ...whenConnected('cycle', "The school's process."),
    }),
    housingFormUrl: t.string({
      nullable: true,
      ...whenConnected(
        'cycle',
        "The housing office's room-swap form that the next step names, when the app knows its address.",
      ),
      resolve: (cycle, _args, ctx) => housingFormUrl(cycle, ctx),
    }),
  }),
});

builder.objectField(MatchResultRef, 'cycles', (t) =>
  t.field({
    ...SHOWN,
    type: [SwapCycleRef],
    description:
      "3-way swaps of the student's listing (at most 3 offered at once, plus connected ones), newest first.",
    resolve: (result, _args, ctx) => cyclesForViewer(ctx.prisma, result.viewerId, result.storedCycles),
  }),
);

// The shape joinCycle answers, inferred rather than restated.
const JoinCyclePayload = builder
  .objectRef<Awaited<ReturnType<typeof joinCycle>>>('JoinCyclePayload')
  .implement({
    description: 'The answer to "I\'m in".',
    fields: (t) => ({
      status: t.exposeString('status', {
        ...SHOWN,
        description: "'connected' when all three joined (contact details shared), else 'pending'.",
      }),
      cycle: t.expose('cycle', {
        ...SHOWN,
        type: SwapCycleRef,
        description: 'The 3-way swap as you see it now.',
      }),
    }),
  });

builder.mutationField('joinCycle', (t) =>
  t.withAuth({ student: true }).field({
    ...changes('answers'),
    type: JoinCyclePayload,
    description: '"I\'m in" for a 3-way swap. Idempotent. NOT_FOUND when it is not (or no longer) yours.',
    args: { cycleId: t.arg.id({ required: true, description: 'The `id` of a SwapCycle of yours.' }) },
    resolve: (_root, { cycleId }, ctx) => joinCycle(ctx.prisma, ctx.viewer.user.id, String(cycleId)),
  }),
);

const LeaveCyclePayload = builder.objectRef<{ success: boolean }>('LeaveCyclePayload').implement({
  description: 'The answer to leaving a 3-way swap.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { ...SHOWN, description: 'Always true: the swap is dissolved.' }),
  }),
});

builder.mutationField('leaveCycle', (t) =>
  t.withAuth({ student: true }).field({
    ...changes('answers'),
    type: LeaveCyclePayload,
    description:
      'Withdraws from an offered 3-way swap, which dissolves it for all three. CONFLICT once connected; ' +
      'NOT_FOUND when it is not (or no longer) yours.',
    args: { cycleId: t.arg.id({ required: true, description: 'The `id` of a SwapCycle of yours.' }) },
    resolve: async (_root, { cycleId }, ctx) => {
      await leaveCycle(ctx, ctx.viewer.user.id, String(cycleId));
      return { success: true };
    },
  }),
);
