import { builder } from '../builder.ts';
import { acceptedCurrentTerms, hasProfile } from '../services/profile.ts';
import { isStaff } from '../services/trust/staff.ts';

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
    // the server says who is staff, so the app can show the way to /support (ADR 297); the desk's
    // fields stay guarded by the `staff` scope whatever a client shows
    isStaff: t.boolean({
      description: 'Support staff (STAFF_EMAILS): the app shows them the Support desk link.',
      resolve: (user, _args, ctx) => isStaff(ctx.settings, user.email),
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
