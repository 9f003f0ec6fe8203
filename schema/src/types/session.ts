import { builder } from '../builder.ts';
import { revokedEverywhere } from '../services/freshness/index.ts';
import { revokeSession } from '../services/sessions.ts';
import { changes } from '../mutation-changes.ts';

export const SuccessPayload = builder.objectRef<{ success: boolean }>('SuccessPayload').implement({
  description: 'The call succeeded.',
  fields: (t) => ({ success: t.exposeBoolean('success', { description: 'Always true.' }) }),
});

builder.mutationField('logout', (t) =>
  t.field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Ends the current session: its token answers 401 from now on. Safe to call signed out.',
    resolve: async (_root, _args, ctx) => {
      const session = ctx.viewer?.session;
      if (ctx.viewer && session) {
        // refused here at once, and on every other process before this answers (ADR 150)
        await revokedEverywhere(ctx, ctx.viewer.user.id, () => revokeSession(ctx.prisma, session.id));
      }
      ctx.cookies.clear();
      return { success: true };
    },
  }),
);
