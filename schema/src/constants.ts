// Business constants of product-spec.md §9 and decisions.md, each defined once. The web learns the
// ones it shows from GET /health/config (services/public-rules.ts); tests import them from here.
export const TERMS_VERSION = '2025-01-21';
/** ALLOWED_EMAIL_DOMAINS when unset: the primary domain first (decisions.md §1) */
export const DEFAULT_ALLOWED_EMAIL_DOMAINS = ['rutgers.edu', 'scarletmail.rutgers.edu'] as const;
export const AGE_MIN = 16;
export const AGE_MAX = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
/**
 * A code mail is claimed (by the request or a worker) this long (ADR 217): longer than one send, which
 * the mailer's timeouts end within ~30 s, so that a crashed holder's mail is retried well within the
 * code's life.
 */
export const CODE_MAIL_CLAIM_SECONDS = 60;
export const OTP_MAX_WRONG_TRIES = 5;
/** a session made by a code may set the password within this window */
export const SET_PASSWORD_WINDOW_SECONDS = 10 * 60;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long a browser keeps the device cookie of its last sign-in (ADR 313): a year. */
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;
export const PREFERENCE_SCORE_THRESHOLD = 70;
export const NOTES_MAX_LENGTH = 500;
export const LISTING_INACTIVITY_DAYS = 60;
export const ACCOUNT_PURGE_DAYS = 30;
export const JOB_INTERVAL_SECONDS = 10 * 60;
