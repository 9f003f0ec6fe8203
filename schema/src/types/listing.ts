// Listing: the student's one listing and the mutations that save, tune and hide it. Thin: every
// rule lives in services/listings.ts.
import type { Listing } from '@campus-swap/prisma/client';
import { builder } from '../builder.ts';
import { describeHave, describeWant } from '../services/cards/listing-text.ts';
import { deactivateListing, getMyListing, saveListing, updatePreferences } from '../services/listings.ts';
import { SuccessPayload } from './session.ts';
import { ownerOnly } from '../visibility.ts';
import { changes } from '../mutation-changes.ts';

export const ListingTypeEnum = builder.enumType('ListingType', {
  description: 'What a listing swaps.',
  values: {
    DORM: { description: 'A room in a residence hall or apartment.' },
    PARKING: { description: 'A parking permit.' },
  } as const,
});

// only ever answered to its own student: other students see a listing as a match card (ADR 194)
export const ListingRef = builder.prismaObject('Listing', {
  ...ownerOnly("A student's one listing: what they have now and what they want."),
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The listing id (a UUID).' }),
    type: t.expose('type', { type: ListingTypeEnum, description: 'DORM or PARKING.' }),
    campusNow: t.exposeString('campusNow', { nullable: true, description: 'DORM: campus of the room now.' }),
    dormNow: t.exposeString('dormNow', { nullable: true, description: 'DORM: hall of the room now.' }),
    roomTypeNow: t.exposeString('roomTypeNow', { nullable: true, description: 'DORM: room type now.' }),
    campusWant: t.exposeStringList('campusWant', { description: 'DORM: wanted campuses.' }),
    dormWant: t.exposeStringList('dormWant', { description: 'DORM: wanted halls.' }),
    roomTypeWant: t.exposeStringList('roomTypeWant', { description: 'DORM: wanted room types.' }),
    permitNow: t.exposeString('permitNow', { nullable: true, description: "'<campus> - <permit type>'" }),
    permitWant: t.exposeString('permitWant', { nullable: true, description: "'<campus> - <permit type>'" }),
    moveWhen: t.exposeString('moveWhen', {
      nullable: true,
      description: 'Move timing (catalog.moveTimings).',
    }),
    flexible: t.exposeBoolean('flexible', { description: 'Flexible on timing (no timing penalty).' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Free text, at most 500 characters.' }),
    active: t.exposeBoolean('active', {
      description: 'Shown in matching (false once deactivated or expired).',
    }),
    // its student is told, instead of reading "Active" for a listing nobody sees (ADR 298)
    hiddenBySupport: t.boolean({
      description:
        'Campus Swap support took it out of matches: nobody else sees it until they restore it. The student may write to the support address (GET /health/config, supportEmail).',
      resolve: (listing) => listing.hiddenAt !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the listing was first posted.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the listing last changed.' }),
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
  description: 'A whole listing. DORM needs the room fields, PARKING the permit fields.',
  fields: (t) => ({
    type: t.string({ required: false, description: 'DORM or PARKING' }),
    campusNow: t.string({ required: false, description: 'DORM: a campus of the catalog.' }),
    dormNow: t.string({ required: false, description: 'DORM: a hall of campusNow.' }),
    roomTypeNow: t.string({ required: false, description: 'DORM: a room type of the catalog.' }),
    campusWant: t.stringList({ required: false, description: 'DORM: at least one campus.' }),
    dormWant: t.stringList({ required: false, description: 'DORM: halls, each on a wanted campus.' }),
    roomTypeWant: t.stringList({ required: false, description: 'DORM: at least one room type.' }),
    permitNow: t.string({ required: false, description: "PARKING: '<campus> - <permit type>'." }),
    permitWant: t.string({ required: false, description: "PARKING: '<campus> - <permit type>'." }),
    moveWhen: t.string({ required: false, description: 'DORM: a move timing of the catalog.' }),
    flexible: t.boolean({ required: false, description: 'Flexible on timing.' }),
    notes: t.string({ required: false, description: 'At most 500 characters.' }),
  }),
});

const PreferencesInput = builder.inputType('PreferencesInput', {
  description: 'The want side of the listing; omitted fields keep their current value.',
  fields: (t) => ({
    campusWant: t.stringList({ required: false, description: 'DORM: wanted campuses.' }),
    dormWant: t.stringList({ required: false, description: 'DORM: wanted halls.' }),
    roomTypeWant: t.stringList({ required: false, description: 'DORM: wanted room types.' }),
    permitWant: t.string({ required: false, description: 'PARKING: the wanted permit.' }),
    moveWhen: t.string({ required: false, description: 'Move timing.' }),
    flexible: t.boolean({ required: false, description: 'Flexible on timing.' }),
  }),
});

const ListingPayload = builder.objectRef<{ listing: Listing }>('ListingPayload').implement({
  description: 'The saved listing.',
  fields: (t) => ({
    listing: t.expose('listing', {
      type: ListingRef,
      description: 'The listing as saved.',
    }),
  }),
});

builder.queryField('myListing', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'read' } }).field({
    type: ListingRef,
    nullable: true,
    skipTypeScopes: true,
    description: "The signed-in student's listing (active or not), or null when they have none.",
    resolve: (_root, _args, ctx) => getMyListing(ctx.prisma, ctx.viewer.user.id),
  }),
);

builder.mutationField('saveListing', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: ListingPayload,
    skipTypeScopes: true,
    description: 'Creates or replaces the one listing of the signed-in student (and re-activates it).',
    args: { input: t.arg({ type: ListingInput, required: true, description: 'The whole listing.' }) },
    resolve: async (_root, { input }, ctx) => ({
      listing: await saveListing(ctx, ctx.viewer.user.id, input),
    }),
  }),
);

builder.mutationField('updatePreferences', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: ListingPayload,
    skipTypeScopes: true,
    description: 'Changes what the listing wants (and when). NOT_FOUND when there is no listing.',
    args: { input: t.arg({ type: PreferencesInput, required: true, description: 'What changes.' }) },
    resolve: async (_root, { input }, ctx) => ({
      listing: await updatePreferences(ctx, ctx.viewer.user.id, input),
    }),
  }),
);

builder.mutationField('deactivateListing', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: SuccessPayload,
    skipTypeScopes: true,
    description: 'Hides the listing from matching. Safe to repeat, and without a listing.',
    resolve: async (_root, _args, ctx) => {
      await deactivateListing(ctx.prisma, ctx.viewer.user.id);
      return { success: true };
    },
  }),
);
