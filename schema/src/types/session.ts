import { builder } from '../builder.ts';
import { revokeSession } from '../services/sessions.ts';

export const SuccessPayload = builder.objectRef<{ success: boolean }>('SuccessPayload').implement({
  description: 'The call succeeded.',
  fields: (t) => ({ success: t.exposeBoolean('success', { description: 'Always true.' }) }),
});

builder.mutationField('logout', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Ends the current session: its token answers 401 from now on. Safe to call signed out.',
    resolve: async (_root, _args, ctx) => {
      if (ctx.viewer?.session) {
        await revokeSession(ctx.prisma, ctx.viewer.session.id);
        // refused here at once; other processes hear it from the Session trigger (ADR 150)
        ctx.freshness.viewerChanged(ctx.viewer.user.id);
      }
      ctx.cookies.clear();
      return { success: true };
    },
  }),
);
