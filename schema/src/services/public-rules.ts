// The server's rules and sentences that the web needs before it asks anything, served by
// GET /health/config. Each value is the server's own constant or message, so the web restates none
// of them: it checks early with these (a convenience) and the server enforces them again.
import {
  ACCOUNT_PURGE_DAYS,
  AGE_MAX,
  AGE_MIN,
  JOB_INTERVAL_SECONDS,
  LISTING_INACTIVITY_DAYS,
  NOTES_MAX_LENGTH,
  OTP_TTL_SECONDS,
  TERMS_VERSION,
} from '../constants.ts';
import { domainMessage } from './email.ts';
import { NOTES_MESSAGE } from '../listing-rules.ts';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile.ts';

export type PublicRules = {
  /** the version POST /api/auth/accept-terms requires */
  termsVersion: string;
  /** sign-in domains, the primary first; the others are rewritten to it */
  allowedEmailDomains: string[];
  /** the DOMAIN_NOT_ALLOWED sentence */
  emailDomainMessage: string;
  ageMin: number;
  ageMax: number;
  /** the profile's age sentence */
  ageMessage: string;
  /** the profile's text fields: at most this many characters (trimmed; a handle without its @) */
  profileLimits: { name: number; instagram: number; linkedin: number };
  /** their sentences when longer */
  profileMessages: { name: string; instagram: string; linkedin: string };
  codeLifetimeMinutes: number;
  /** a listing's notes, at most this many characters (trimmed) */
  notesMaxLength: number;
  /** the notes' sentence */
  notesMessage: string;
  listingInactivityDays: number;
  accountPurgeDays: number;
  matchRecheckMinutes: number;
};

export function publicRules(allowedEmailDomains: readonly string[]): PublicRules {
  return {
    termsVersion: TERMS_VERSION,
    allowedEmailDomains: [...allowedEmailDomains],
    emailDomainMessage: domainMessage(allowedEmailDomains),
    ageMin: AGE_MIN,
    ageMax: AGE_MAX,
    ageMessage: PROFILE_MESSAGES.age,
    profileLimits: { ...PROFILE_LIMITS },
    profileMessages: {
      name: PROFILE_MESSAGES.nameTooLong,
      instagram: PROFILE_MESSAGES.instagram,
      linkedin: PROFILE_MESSAGES.linkedin,
    },
    codeLifetimeMinutes: OTP_TTL_SECONDS / 60,
    notesMaxLength: NOTES_MAX_LENGTH,
    notesMessage: NOTES_MESSAGE,
    listingInactivityDays: LISTING_INACTIVITY_DAYS,
    accountPurgeDays: ACCOUNT_PURGE_DAYS,
    matchRecheckMinutes: JOB_INTERVAL_SECONDS / 60,
  };
}
