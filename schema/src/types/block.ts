// Blocks (docs/decisions/180-blocks.md): block the student behind a listing, list and undo one's
// blocks. Thin: the rules live in services/trust/blocks.ts.
import { builder } from '../builder.ts';
import { type BlockView, blockByListing, listBlocks, unblock } from '../services/trust/blocks.ts';
import { bumpViewerVersion } from '../services/freshness/index.ts';
import { SuccessPayload } from './session.ts';
import { changes } from '../mutation-changes.ts';

const BlockRef = builder.objectRef<BlockView>('Block').implement({
  description: 'A student you blocked: neither of you sees the other anywhere until you undo it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The block id (what `unblock` takes).' }),
    userName: t.exposeString('userName', { nullable: true, description: "The blocked student's name." }),
    blockedAt: t.expose('blockedAt', { type: 'DateTime', description: 'When you blocked them.' }),
  }),
});

builder.queryField('blocks', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'read' } }).field({
    type: [BlockRef],
    description: 'The students you blocked, newest first.',
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => listBlocks(ctx.prisma, ctx.viewer.user.id),
  }),
);

builder.mutationFields((t) => ({
  block: t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: BlockRef,
    description:
      'Blocks the student behind a listing (a match card, a request or a 3-way swap member). They are not ' +
      'told. NOT_FOUND for your own, an inactive or an unknown listing; CONFLICT when already blocked.',
    skipTypeScopes: true,
    args: { listingId: t.arg.id({ required: true, description: "The other student's listing id." }) },
    resolve: async (_root, { listingId }, ctx) => {
      const viewerId = ctx.viewer.user.id;
      const { view, blockedUserId } = await blockByListing(ctx.prisma, viewerId, String(listingId));
      // a Block row has no trigger: both students' cached matches answers go (ADR 150)
      await bumpViewerVersion(ctx, [viewerId, blockedUserId], { answersOnly: true });
      return view;
    },
  }),
  unblock: t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: SuccessPayload,
    description: 'Undoes one of your blocks. NOT_FOUND when it is not yours.',
    skipTypeScopes: true,
    args: { blockId: t.arg.id({ required: true, description: 'The `id` of one of your blocks.' }) },
    resolve: async (_root, { blockId }, ctx) => {
      const viewerId = ctx.viewer.user.id;
      await bumpViewerVersion(ctx, [viewerId, await unblock(ctx, viewerId, String(blockId))], {
        answersOnly: true,
      });
      return { success: true };
    },
  }),
}));
