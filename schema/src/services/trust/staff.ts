// Who is staff, and what a suspended student is told (docs/decisions/182-support-desk.md).
import type { Settings } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** Staff are the accounts whose (normalized) address is in STAFF_EMAILS. */
export function isStaff(settings: Pick<Settings, 'staffEmails'>, email: string): boolean {
  return (settings.staffEmails ?? []).includes(email.toLowerCase());
}

/** The sign-in answer of a suspended account: a clear sentence naming the support address. */
export function suspendedError(supportEmail: string): AppError {
  return new AppError('ACCOUNT_SUSPENDED', {
    message: `This account is suspended. If you think this is a mistake, write to ${supportEmail}.`,
  });
}
