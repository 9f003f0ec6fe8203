// What any answer says about another student (docs/decisions/023-reveal-and-contact-privacy.md, ADR
// 247): what it reads of their account, their contact details (only through `contactFields`, and only
// once the two are connected) and the school's next step. A match card (matching/match-card.ts), a swap
// request (reveal.ts) and a 3-way swap member (cycles/offers.ts) are all built from these.
import type { User } from '@campus-swap/prisma/client';

/** A student's contact fields as an answer carries them: what contactFields builds (ADR 247). */
export type Contact = ReturnType<typeof contactFields>;

/**
 * What an answer about another student reads of their account (a Prisma `select`), for a match card
 * (matching/match-card.ts) and a 3-way swap member (cycles/offers.ts) alike: who they are, their
 * contact details (which reach an answer only through `contactFields`) and whether they are still
 * listed (trust/visibility.ts).
 */
export const OTHER_STUDENT_SELECT = {
  id: true,
  name: true,
  age: true,
  year: true,
  email: true,
  instagram: true,
  linkedin: true,
  deletedAt: true,
  suspendedAt: true,
} as const;

/** The only way an API learns another student's contact details: null unless the two are connected. */
export function contactFields(
  user: Pick<User, 'instagram' | 'linkedin'> & { email: string | null },
  connected: boolean,
) {
  return {
    userEmail: connected ? user.email : null,
    userInstagram: connected ? user.instagram : null,
    userLinkedin: connected ? user.linkedin : null,
  };
}

/** What the school still requires once two students agree (decisions.md §2). */
export const NEXT_STEP = {
  DORM:
    "You're connected! Agree on the details, then both of you submit the Rutgers housing office's " +
    'room-swap form (Residence Life). Nothing changes until the housing office approves the swap.',
  PARKING:
    "You're connected! Agree on the details, then each of you files a zone-change request with Rutgers " +
    'Transportation Services. Nothing changes until Transportation Services approves it.',
  ANY:
    "You're connected! A swap agreed here still has to go through the school: the housing office's " +
    'room-swap form for rooms, or a zone-change request with Transportation Services for parking.',
} as const;

/**
 * The other student of a match card or a swap request (the GraphQL interface `OtherStudent`): who they
 * are and, once the two are connected, how to reach them and what the school requires next. What
 * otherStudent builds (ADR 247).
 */
export type OtherStudent = ReturnType<typeof otherStudent>;

/** The one way a card or a request describes its other student; contacts come from `contactFields`. */
export function otherStudent(
  user: Pick<User, 'name' | 'age' | 'year' | 'instagram' | 'linkedin'> & { email: string | null },
  connected: boolean,
  swapType: keyof typeof NEXT_STEP,
) {
  return {
    userName: user.name,
    userAge: user.age,
    userAcademicYear: user.year,
    ...contactFields(user, connected),
    connected,
    nextStep: connected ? NEXT_STEP[swapType] : null,
    /** the next step names the housing office's form (rooms): the card links it when the app knows it (ADR 315) */
    namesHousingForm: connected && swapType !== 'PARKING',
  };
}
