// Matches, reveal and swap requests. Thin: the rules live in services/matching/matches.ts and
// services/reveal.ts, and who may see contact details in services/cards/other-student.ts.
import { builder } from '../builder.ts';
import { selects } from './selects.ts';
import { type MatchCard, matchCardFor } from '../services/matching/match-card.ts';
import { getMatches, interestedCount, type MatchResult } from '../services/matching/matches.ts';
import type { Why } from '../services/matching-index/score.ts';
import {
  type RevealAnswer,
  type RevealStatus,
  revealListing,
  type SwapRequest,
  type SwapRequests,
  swapRequests,
} from '../services/reveal.ts';
import { ListingRef, ListingTypeEnum } from './listing.ts';
import { OtherStudentRef } from './other-student.ts';
import { SHOWN } from '../visibility.ts';
import { changes } from '../mutation-changes.ts';

const MatchCategoryEnum = builder.enumType('MatchCategory', {
  description: 'PREFERENCE ("My Preference"): score of 70 or more; OTHER: score from 1 to 69.',
  values: {
    PREFERENCE: { description: '"My Preference": score 70 or more.' },
    OTHER: { description: '"Other": score from 1 to 69.' },
  } as const,
});

const WhyRef = builder.objectRef<Why>('MatchWhy').implement({
  description: 'Why a card matched.',
  fields: (t) => ({
    exactReverse: t.exposeBoolean('exactReverse', {
      ...SHOWN,
      description: 'Each has exactly what the other wants.',
    }),
    sameDormOrLot: t.exposeBoolean('sameDormOrLot', {
      ...SHOWN,
      description: 'Same hall now (DORM) or same permit now (PARKING).',
    }),
    sameCampus: t.exposeBoolean('sameCampus', { ...SHOWN, description: 'Same campus now.' }),
  }),
});

export const MatchCardRef = builder.objectRef<MatchCard>('MatchCard').implement({
  description: "Another student's listing ranked for the viewer's listing.",
  interfaces: [OtherStudentRef],
  fields: (t) => ({
    id: t.exposeID('id', { ...SHOWN, description: "The candidate listing's id (what `reveal` takes)." }),
    type: t.expose('type', { ...SHOWN, type: ListingTypeEnum, description: 'DORM or PARKING.' }),
    score: t.exposeInt('score', {
      ...SHOWN,
      description: 'Fit from 0 to 100, the same seen from either side.',
    }),
    why: t.expose('why', { ...SHOWN, type: WhyRef, description: 'Why it matched.' }),
    category: t.expose('category', {
      ...SHOWN,
      type: MatchCategoryEnum,
      description: 'PREFERENCE or OTHER.',
    }),
    when: t.exposeString('when', { ...SHOWN, nullable: true, description: 'Move timing.' }),
    flexible: t.exposeBoolean('flexible', { ...SHOWN, description: 'Flexible on timing.' }),
    notes: t.exposeString('notes', { ...SHOWN, nullable: true, description: "The other student's notes." }),
    have: t.exposeString('have', { ...SHOWN, description: 'What they have, in words.' }),
    want: t.exposeString('want', { ...SHOWN, description: 'What they want, in words.' }),
    createdAt: t.expose('createdAt', {
      ...SHOWN,
      type: 'DateTime',
      description: 'When their listing was posted.',
    }),
    updatedAt: t.expose('updatedAt', {
      ...SHOWN,
      type: 'DateTime',
      description: 'When they last changed their listing (a recent date says they are still looking).',
    }),
    revealedByMe: t.exposeBoolean('revealedByMe', {
      ...SHOWN,
      description: 'I revealed interest in this listing.',
    }),
    revealedToMe: t.exposeBoolean('revealedToMe', {
      ...SHOWN,
      description: 'The other student revealed interest in you ("Interested in you" until you reveal back).',
    }),
  }),
});

export const MatchResultRef = builder.objectRef<MatchResult>('MatchResult').implement({
  description: "The viewer's listing and its ranked match cards.",
  fields: (t) => ({
    myListing: t.expose('myListing', {
      ...SHOWN,
      type: ListingRef,
      nullable: true,
      description: "The viewer's listing, or null when they have none.",
    }),
    cards: t.expose('cards', {
      ...SHOWN,
      type: [MatchCardRef],
      description: 'Preference cards then other cards, each ordered; at most `limit` of each category.',
    }),
    preferenceCount: t.exposeInt('preferenceCount', {
      ...SHOWN,
      description: 'All PREFERENCE matches, beyond the limit too.',
    }),
    otherCount: t.exposeInt('otherCount', {
      ...SHOWN,
      description: 'All OTHER matches, beyond the limit too.',
    }),
    interestedCount: t.int({
      ...SHOWN,
      description: 'Cards (among those returned) whose student revealed interest in you, not yet answered.',
      resolve: (result) => interestedCount(result.cards),
    }),
  }),
});

builder.queryField('matches', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'read' } }).field({
    type: MatchResultRef,
    skipTypeScopes: true,
    description: "Ranked matches for the signed-in student's listing (empty when it is missing or inactive).",
    args: {
      limit: t.arg.int({ required: false, description: 'Cards per category, 1 to 500 (default 100).' }),
    },
    // the stored 3-way swaps are read in the matches transaction when the operation asks for them
    resolve: (_root, args, ctx, info) =>
      getMatches(ctx, ctx.viewer.user.id, { limit: args.limit, withCycles: selects(info, 'cycles') }),
  }),
);

// Lower-case values on purpose: they are the documented REST answer (`{status: 'connected' | 'pending'}`).
const RevealStatusEnum = builder.enumType('RevealStatus', {
  description: 'The state of a pair of students after a reveal.',
  values: {
    connected: { description: 'Both revealed: contact details are shared.' },
    pending: { description: 'Waiting for the other student to reveal too.' },
  } as const satisfies Record<RevealStatus, { description: string }>,
});

const RevealPayload = builder.objectRef<RevealAnswer>('RevealPayload').implement({
  description: 'The state after a reveal.',
  fields: (t) => ({
    result: t.expose('status', {
      ...SHOWN,
      type: RevealStatusEnum,
      description: 'connected when both revealed (contact details shared), else pending.',
    }),
    // A String before RevealStatus existed; changing its type would break typed clients (ADR 062).
    status: t.exposeString('status', {
      ...SHOWN,
      description: "'connected' when both revealed (contact details shared), else 'pending'.",
      deprecationReason: 'Use result.',
    }),
    // Computed only when asked for (REST's reveal answers {status} and never selects it).
    card: t.field({
      ...SHOWN,
      type: MatchCardRef,
      nullable: true,
      description:
        "The revealed listing's match card as you see it now (contact details once connected), so a " +
        'client can update its copy instead of reloading every match. Null when it is not one of your ' +
        'matches: you have no active listing, or it no longer fits yours.',
      resolve: (answer, _args, ctx) => matchCardFor(ctx.prisma, answer.viewerId, answer.listingId),
    }),
  }),
});

builder.mutationField('reveal', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: RevealPayload,
    skipTypeScopes: true,
    description:
      'Reveals interest in a listing. Idempotent. NOT_FOUND for your own, an inactive or an unknown listing.',
    args: { listingId: t.arg.id({ required: true, description: 'A match card id.' }) },
    resolve: async (_root, { listingId }, ctx) => ({
      status: await revealListing(ctx.prisma, ctx.viewer.user.id, String(listingId)),
      listingId: String(listingId),
      viewerId: ctx.viewer.user.id,
    }),
  }),
);

export const SwapRequestRef = builder.objectRef<SwapRequest>('SwapRequest').implement({
  description: 'A reveal between the viewer and another student, in either direction.',
  interfaces: [OtherStudentRef],
  fields: (t) => ({
    listingId: t.exposeID('listingId', {
      ...SHOWN,
      nullable: true,
      description: "The other student's active listing, if any.",
    }),
    type: t.expose('type', {
      ...SHOWN,
      type: ListingTypeEnum,
      nullable: true,
      description: 'Their listing type.',
    }),
    have: t.exposeString('have', { ...SHOWN, nullable: true, description: 'What they have, in words.' }),
    want: t.exposeString('want', { ...SHOWN, nullable: true, description: 'What they want, in words.' }),
    when: t.exposeString('when', { ...SHOWN, nullable: true, description: 'Their move timing.' }),
    createdAt: t.expose('createdAt', {
      ...SHOWN,
      type: 'DateTime',
      description: 'When the reveal was made.',
    }),
  }),
});

const SwapRequestsRef = builder.objectRef<SwapRequests>('SwapRequests').implement({
  description: "The viewer's reveals, sorted by direction.",
  fields: (t) => ({
    outgoing: t.expose('outgoing', {
      ...SHOWN,
      type: [SwapRequestRef],
      description: 'I revealed, they have not yet.',
    }),
    incoming: t.expose('incoming', {
      ...SHOWN,
      type: [SwapRequestRef],
      description: 'They revealed, I have not yet.',
    }),
    connected: t.expose('connected', { ...SHOWN, type: [SwapRequestRef], description: 'Both revealed.' }),
  }),
});

builder.queryField('swapRequests', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'read' } }).field({
    type: SwapRequestsRef,
    description: 'Outgoing, incoming and connected swap requests of the signed-in student.',
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => swapRequests(ctx.prisma, ctx.viewer.user.id),
  }),
);
