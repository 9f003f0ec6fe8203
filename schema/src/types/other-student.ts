// OtherStudent: what a match card and a swap request say about the other student, declared once.
// Who may see each field is declared with it (schema/src/visibility.ts, ADR 194); the resolvers honour
// it whatever services/cards/other-student.ts (`otherStudent`) put in.
import { builder } from '../builder.ts';
import type { OtherStudent } from '../services/cards/other-student.ts';
import type { Context } from '../context.ts';
import { SHOWN, whenConnected } from '../visibility.ts';

/** The housing office's form when the object's next step names it and the app knows its address. */
export function housingFormUrl(object: { namesHousingForm: boolean }, ctx: Context): string | null {
  return object.namesHousingForm ? (ctx.settings.housingSwapFormUrl ?? null) : null;
}

export const OtherStudentRef = builder.interfaceRef<OtherStudent>('OtherStudent').implement({
  description:
    'The other student of a match card or a swap request: who they are and, once both revealed to ' +
    'each other, how to reach them and what the school requires next.',
  fields: (t) => ({
    userName: t.exposeString('userName', {
      ...SHOWN,
      nullable: true,
      description: "The other student's name.",
    }),
    userAge: t.exposeInt('userAge', { ...SHOWN, nullable: true, description: "The other student's age." }),
    userAcademicYear: t.exposeString('userAcademicYear', {
      ...SHOWN,
      nullable: true,
      description: 'Their academic year.',
    }),
    userEmail: t.exposeString('userEmail', { nullable: true, ...whenConnected('pair') }),
    userInstagram: t.exposeString('userInstagram', { nullable: true, ...whenConnected('pair') }),
    userLinkedin: t.exposeString('userLinkedin', { nullable: true, ...whenConnected('pair') }),
    connected: t.exposeBoolean('connected', {
      ...SHOWN,
      description: 'Both students revealed to each other.',
    }),
    nextStep: t.exposeString('nextStep', {
      nullable: true,
      ...whenConnected('pair', "The school's process."),
    }),
    housingFormUrl: t.string({
      nullable: true,
      ...whenConnected(
        'pair',
        "The housing office's room-swap form that the next step names, when the app knows its address.",
      ),
      resolve: (student, _args, ctx) => housingFormUrl(student, ctx),
    }),
  }),
});
