// Students whose every field is as long as the rules allow (issue 39): an 80-character name without a
// space, a 30-character Instagram handle, a 200-character LinkedIn, a 64-character mailbox name, age 100,
// and listing notes of 500 characters in one word. The limits are the server's own constants, so a
// raised limit is tested at once.
import { NOTES_MAX_LENGTH } from '@campus-swap/schema/constants';
import { publicRules } from '@campus-swap/schema/services/public-rules';
import { type FullStudent, type Room, saveDorm } from './accounts.ts';

const PROFILE_LIMITS = publicRules([]).profileLimits;

/** `seed` repeated and cut to exactly `length` characters: one unbreakable word. */
export const word = (seed: string, length: number): string =>
  seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

const WIDE = 'Wolfeschlegelsteinhausenbergerdorff';

/** A student at every limit; `key` (a capitalised word) starts the name so each is told apart. */
export function longestStudent(key: string, run: string): FullStudent {
  return {
    // a mailbox name has at most 64 characters (RFC 5321)
    email: `${word(`${key.toLowerCase()}.${run}.`, 64)}@rutgers.edu`,
    password: `${key}Pass2025`,
    name: word(`${key}${WIDE}`, PROFILE_LIMITS.name),
    age: 100,
    year: 'sophomore',
    // counted without the @ (profile.ts)
    instagram: `@${word(`${key.toLowerCase()}_${run}_`, PROFILE_LIMITS.instagram)}`,
    linkedin: `linkedin.com/in/${word(`${key.toLowerCase()}-${run}-`, PROFILE_LIMITS.linkedin - 16)}`,
  };
}

/** Notes at their limit, in one word (a pasted link, say). */
export const LONGEST_NOTES = word('Swapanytimemessagemefirst', NOTES_MAX_LENGTH);

/** Saves a DORM listing wanting any of `want`, with the longest notes. */
export const saveDormWanting = (baseUrl: string, token: string, have: Room, want: Room[]): Promise<string> =>
  saveDorm(baseUrl, token, have, want, LONGEST_NOTES);
