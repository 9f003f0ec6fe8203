// OtherStudent: what a match card and a swap request say about the other student, declared once.
// Thin: who may see the contact fields is decided in services/reveal.ts (`otherStudent`).
import { builder } from '../builder.ts';
import type { OtherStudent } from '../services/reveal.ts';

const CONTACT_NOTE = 'Null until both students revealed to each other.';

export const OtherStudentRef = builder.interfaceRef<OtherStudent>('OtherStudent').implement({
  description:
    'The other student of a match card or a swap request: who they are and, once both revealed to ' +
    'each other, how to reach them and what the school requires next.',
  fields: (t) => ({
    userName: t.exposeString('userName', { nullable: true, description: "The other student's name." }),
    userAge: t.exposeInt('userAge', { nullable: true, description: "The other student's age." }),
    userAcademicYear: t.exposeString('userAcademicYear', {
      nullable: true,
      description: 'Their academic year.',
    }),
    userEmail: t.exposeString('userEmail', { nullable: true, description: CONTACT_NOTE }),
    userInstagram: t.exposeString('userInstagram', { nullable: true, description: CONTACT_NOTE }),
    userLinkedin: t.exposeString('userLinkedin', { nullable: true, description: CONTACT_NOTE }),
    connected: t.exposeBoolean('connected', { description: 'Both students revealed to each other.' }),
    nextStep: t.exposeString('nextStep', {
      nullable: true,
      description: "The school's process, once connected.",
    }),
  }),
});
