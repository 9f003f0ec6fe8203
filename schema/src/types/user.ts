import { builder } from '../builder.ts';
import { acceptedCurrentTerms, hasProfile } from '../services/profile.ts';

export const UserRef = builder.prismaObject('User', {
  description: 'A student. Only ever the signed-in student themself: other students appear as match cards.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user id (a UUID).' }),
    email: t.exposeString('email', { description: 'School email, normalized to the primary domain.' }),
    name: t.exposeString('name', { nullable: true, description: 'Display name.' }),
    age: t.exposeInt('age', { nullable: true, description: 'Age, 16 to 100.' }),
    year: t.exposeString('year', { nullable: true, description: 'Academic year (catalog.years).' }),
    instagram: t.exposeString('instagram', {
      nullable: true,
      description: 'Instagram handle, shared on connection.',
    }),
    linkedin: t.exposeString('linkedin', { nullable: true, description: 'LinkedIn, shared on connection.' }),
    hasProfile: t.boolean({
      description: 'Name, age and year are set.',
      resolve: (user) => hasProfile(user),
    }),
    hasPassword: t.boolean({
      description: 'Can sign in by password.',
      resolve: (user) => user.passwordHash !== null,
    }),
    termsAccepted: t.boolean({
      description: 'The current Terms of Service are accepted.',
      resolve: (user) => acceptedCurrentTerms(user),
    }),
    termsAcceptedAt: t.expose('termsAcceptedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When terms were last accepted.',
    }),
    termsVersion: t.exposeString('termsVersion', {
      nullable: true,
      description: 'The accepted terms version.',
    }),
  }),
});

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in student, or null when signed out. Any API token may read it.',
    skipTypeScopes: true,
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null,
  }),
);
