// Listing: the student's one listing and the mutations that save, tune and hide it. Thin: every
// rule lives in services/listings.ts.
import type { Listing } from '@campus-swap/prisma/client';
import { builder } from '../builder.ts';
import {
  deactivateListing,
  describeHave,
  describeWant,
  getMyListing,
  saveListing,
  updatePreferences,
} from '../services/listings.ts';
import { SuccessPayload } from './session.ts';

export const ListingTypeEnum = builder.enumType('ListingType', {
  values: ['DORM', 'PARKING'] as const,
});

export const ListingRef = builder.prismaObject('Listing', {
  description: "A student's one listing: what they have now and what they want.",
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.expose('type', { type: ListingTypeEnum }),
    campusNow: t.exposeString('campusNow', { nullable: true }),
    dormNow: t.exposeString('dormNow', { nullable: true }),
    roomTypeNow: t.exposeString('roomTypeNow', { nullable: true }),
    campusWant: t.exposeStringList('campusWant'),
    dormWant: t.exposeStringList('dormWant'),
    roomTypeWant: t.exposeStringList('roomTypeWant'),
    permitNow: t.exposeString('permitNow', { nullable: true, description: "'<campus> - <permit type>'" }),
    permitWant: t.exposeString('permitWant', { nullable: true, description: "'<campus> - <permit type>'" }),
    moveWhen: t.exposeString('moveWhen', { nullable: true }),
    flexible: t.exposeBoolean('flexible'),
    notes: t.exposeString('notes', { nullable: true }),
    active: t.exposeBoolean('active'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    have: t.string({
      description:
        "What the listing offers, for people: 'Busch · Judson Suites · Suite' or 'Busch - Commuter'.",
      resolve: (listing) => describeHave(listing),
    }),
    want: t.string({
      description:
        "What the listing asks for, for people: 'Livingston, Busch · Quad I · Double, Single' or a permit.",
      resolve: (listing) => describeWant(listing),
    }),
  }),
});

// Inputs are deliberately lenient (every field optional, type a String): the service checks them
// against the catalog and answers VALIDATION_FAILED with one message per field.
const ListingInput = builder.inputType('ListingInput', {
  fields: (t) => ({
    type: t.string({ required: false, description: 'DORM or PARKING' }),
    campusNow: t.string({ required: false }),
    dormNow: t.string({ required: false }),
    roomTypeNow: t.string({ required: false }),
    campusWant: t.stringList({ required: false }),
    dormWant: t.stringList({ required: false }),
    roomTypeWant: t.stringList({ required: false }),
    permitNow: t.string({ required: false }),
    permitWant: t.string({ required: false }),
    moveWhen: t.string({ required: false }),
    flexible: t.boolean({ required: false }),
    notes: t.string({ required: false }),
  }),
});

const PreferencesInput = builder.inputType('PreferencesInput', {
  description: 'The want side of the listing; omitted fields keep their current value.',
  fields: (t) => ({
    campusWant: t.stringList({ required: false }),
    dormWant: t.stringList({ required: false }),
    roomTypeWant: t.stringList({ required: false }),
    permitWant: t.string({ required: false }),
    moveWhen: t.string({ required: false }),
    flexible: t.boolean({ required: false }),
  }),
});

const ListingPayload = builder.objectRef<{ listing: Listing }>('ListingPayload').implement({
  fields: (t) => ({ listing: t.field({ type: ListingRef, resolve: (payload) => payload.listing }) }),
});

builder.queryField('myListing', (t) =>
  t.field({
    type: ListingRef,
    nullable: true,
    authScopes: { student: true },
    description: "The signed-in student's listing (active or not), or null when they have none.",
    resolve: (_root, _args, ctx) => getMyListing(ctx.prisma, ctx.viewer!.user.id),
  }),
);

builder.mutationField('saveListing', (t) =>
  t.field({
    type: ListingPayload,
    authScopes: { student: true },
    description: 'Creates or replaces the one listing of the signed-in student (and re-activates it).',
    args: { input: t.arg({ type: ListingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      listing: await saveListing(ctx.prisma, ctx.viewer!.user.id, input),
    }),
  }),
);

builder.mutationField('updatePreferences', (t) =>
  t.field({
    type: ListingPayload,
    authScopes: { student: true },
    description: 'Changes what the listing wants (and when). NOT_FOUND when there is no listing.',
    args: { input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      listing: await updatePreferences(ctx.prisma, ctx.viewer!.user.id, input),
    }),
  }),
);

builder.mutationField('deactivateListing', (t) =>
  t.field({
    type: SuccessPayload,
    authScopes: { student: true },
    description: 'Hides the listing from matching. Safe to repeat, and without a listing.',
    resolve: async (_root, _args, ctx) => {
      await deactivateListing(ctx.prisma, ctx.viewer!.user.id);
      return { success: true };
    },
  }),
);
