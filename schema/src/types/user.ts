import { builder, hasProfile } from '../builder.ts';
import { TERMS_VERSION } from '../constants.ts';

export const UserRef = builder.prismaObject('User', {
  description: 'A student. Only ever the signed-in student themself: other students appear as match cards.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    age: t.exposeInt('age', { nullable: true }),
    year: t.exposeString('year', { nullable: true }),
    instagram: t.exposeString('instagram', { nullable: true }),
    linkedin: t.exposeString('linkedin', { nullable: true }),
    hasProfile: t.boolean({ resolve: (user) => hasProfile(user) }),
    hasPassword: t.boolean({ resolve: (user) => user.passwordHash !== null }),
    termsAccepted: t.boolean({ resolve: (user) => user.termsVersion === TERMS_VERSION }),
    termsAcceptedAt: t.expose('termsAcceptedAt', { type: 'DateTime', nullable: true }),
    termsVersion: t.exposeString('termsVersion', { nullable: true }),
  }),
});

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in student, or null when signed out.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null,
  }),
);
