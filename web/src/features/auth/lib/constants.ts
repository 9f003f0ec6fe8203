// Account rules the screens check before asking the server (decisions.md §1 and §4, spec §5 and §9).
// The server enforces every one of them again; these exist only to answer the student instantly.
export const ALLOWED_EMAIL_DOMAINS = ['rutgers.edu', 'scarletmail.rutgers.edu'] as const;
export const PRIMARY_EMAIL_DOMAIN = ALLOWED_EMAIL_DOMAINS[0];
export const TERMS_VERSION = '2025-01-21';
export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;
export const AGE_MIN = 16;
export const AGE_MAX = 100;
