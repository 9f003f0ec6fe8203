// Facts the legal pages state. Keep them in step with the server (decisions.md) when either changes.
export const TERMS_VERSION = '2025-01-21';
export const TERMS_EFFECTIVE = 'January 21, 2025';
export const ALLOWED_DOMAINS = ['rutgers.edu', 'scarletmail.rutgers.edu'] as const;
export const CODE_EXPIRY_MINUTES = 10;
export const LISTING_INACTIVITY_DAYS = 60;
export const ACCOUNT_PURGE_DAYS = 30;
export const MINIMUM_AGE = 18;
