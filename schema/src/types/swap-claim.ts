// "We swapped" (docs/decisions/183-we-swapped.md): the claim on a connected card or request, and the
// two mutations. Thin: the rules live in services/swaps/pair-claims.ts, on the pair's swap (ADR 294).
import { builder } from '../builder.ts';
import type { Context, SignedInContext } from '../context.ts';
import { bumpViewerVersion } from '../services/freshness/index.ts';
import {
  type ClaimAnswer,
  claimSwap,
  claimsOf,
  disputeSwap,
  SWAP_CLOSE_DAYS,
  type SwapClaimView,
} from '../services/swaps/pair-claims.ts';
import { MatchCardRef, SwapRequestRef } from './match.ts';
import { SHOWN, whenConnected } from '../visibility.ts';
import { changes } from '../mutation-changes.ts';

const SwapStatusEnum = builder.enumType('SwapClaimStatus', {
  description: 'Where a "we swapped" claim between two connected students stands.',
  values: {
    CLAIMED: {
      description: `One student said they swapped; the other confirms or disputes (it closes after ${SWAP_CLOSE_DAYS} days).`,
    },
    DISPUTED: { description: 'The other student said they did not swap; nothing closes.' },
    CLOSED: { description: 'Swapped: both listings are closed.' },
  } as const,
});

export const SwapClaimRef = builder.objectRef<SwapClaimView>('SwapClaim').implement({
  description: '"We swapped" between you and a connected student.',
  fields: (t) => ({
    status: t.expose('status', {
      ...SHOWN,
      type: SwapStatusEnum,
      description: 'CLAIMED, DISPUTED or CLOSED.',
    }),
    claimedByMe: t.exposeBoolean('claimedByMe', {
      ...SHOWN,
      description: 'You said it (else the other student did).',
    }),
    claimedAt: t.expose('claimedAt', { ...SHOWN, type: 'DateTime', description: 'When it was said.' }),
    closesAt: t.expose('closesAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'CLAIMED: when both listings close unless the other student disputes it.',
    }),
    confirmedAt: t.expose('confirmedAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'When the other student confirmed it.',
    }),
    disputedAt: t.expose('disputedAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'When the other student disputed it.',
    }),
    closedAt: t.expose('closedAt', {
      ...SHOWN,
      type: 'DateTime',
      nullable: true,
      description: 'When both listings closed (confirmed, or unanswered for 7 days).',
    }),
  }),
});

// one query per request for all the viewer's claims, however many cards ask
const claimsByRequest = new WeakMap<
  object,
  Promise<{ byUser: Map<string, SwapClaimView>; byListing: Map<string, SwapClaimView> }>
>();

function viewerClaims(ctx: Context, viewerId: string) {
  let loaded = claimsByRequest.get(ctx);
  if (!loaded) {
    loaded = (async () => {
      const byUser = await claimsOf(ctx.prisma, viewerId);
      const listings = byUser.size
        ? await ctx.prisma.listing.findMany({
            where: { userId: { in: [...byUser.keys()] } },
            select: { id: true, userId: true },
          })
        : [];
      return { byUser, byListing: new Map(listings.map((l) => [l.id, byUser.get(l.userId)!])) };
    })();
    claimsByRequest.set(ctx, loaded);
  }
  return loaded;
}

// shown only to a connected pair: the resolver reads the claim only then, and the declaration holds
// it so whatever the resolver does (ADR 194)
const CLAIM_FIELD = whenConnected(
  'pair',
  'The "we swapped" claim between you and this student; null when neither said it.',
);

builder.objectField(MatchCardRef, 'swap', (t) =>
  t.field({
    type: SwapClaimRef,
    nullable: true,
    ...CLAIM_FIELD,
    // cards and requests exist only behind a signed-in student's field, so the viewer is set
    resolve: async (card, _args, ctx) =>
      card.connected && ctx.viewer
        ? ((await viewerClaims(ctx, ctx.viewer.user.id)).byListing.get(card.id) ?? null)
        : null,
  }),
);

builder.objectField(SwapRequestRef, 'swap', (t) =>
  t.field({
    type: SwapClaimRef,
    nullable: true,
    ...CLAIM_FIELD,
    resolve: async (request, _args, ctx) =>
      request.connected && ctx.viewer
        ? ((await viewerClaims(ctx, ctx.viewer.user.id)).byUser.get(request.otherUserId) ?? null)
        : null,
  }),
);

async function answered(ctx: SignedInContext, answer: ClaimAnswer): Promise<SwapClaimView> {
  // a SwapClaim row has no trigger: both students' cached answers go, their sessions stay (ADR 151);
  // what others see of a close reaches them through the listings' updatedAt (ADR 035)
  await bumpViewerVersion(ctx, answer.users, { answersOnly: true });
  return answer.view;
}

builder.mutationFields((t) => ({
  swapped: t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: SwapClaimRef,
    description:
      'Says you swapped with the connected student behind a listing. The other student confirms with the ' +
      `same call; then, or after ${SWAP_CLOSE_DAYS} days without a dispute, both listings close. Idempotent. ` +
      'NOT_FOUND for your own, an inactive or an unknown listing; CONFLICT when you are not connected.',
    skipTypeScopes: true,
    args: { listingId: t.arg.id({ required: true, description: "The other student's listing id." }) },
    resolve: async (_root, { listingId }, ctx) =>
      answered(ctx, await claimSwap(ctx.prisma, ctx.viewer.user.id, String(listingId))),
  }),
  disputeSwap: t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: SwapClaimRef,
    description:
      'Says you did not swap with the student who claimed it: nothing closes. CONFLICT when there is no ' +
      'open claim of theirs; NOT_FOUND as for `swapped`.',
    skipTypeScopes: true,
    args: { listingId: t.arg.id({ required: true, description: "The claiming student's listing id." }) },
    resolve: async (_root, { listingId }, ctx) =>
      answered(ctx, await disputeSwap(ctx.prisma, ctx.viewer.user.id, String(listingId))),
  }),
}));
