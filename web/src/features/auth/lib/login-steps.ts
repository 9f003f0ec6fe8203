// The login flow's steps and the sentences several steps share. The step components import these and
// LoginPage imports the step components, so no step imports LoginPage or another step.
export type CodePurpose = 'signin' | 'forgot' | 'new';
export type SetPasswordPurpose = 'new' | 'missing' | 'forgot';

export type LoginStep =
  | { kind: 'email' }
  | { kind: 'password'; email: string }
  | {
      kind: 'code';
      email: string;
      purpose: CodePurpose;
      note: string | null;
      /** seconds before another code may be asked for (the server said so), when known */
      wait?: number | null;
    }
  /** the sign-in link of a code mail was opened (ADR 281) */
  | { kind: 'link'; email: string; code: string }
  | {
      kind: 'setPassword';
      email: string;
      purpose: SetPasswordPurpose;
      hasProfile: boolean;
      error: string | null;
    };

export const LOGIN_FAILED_MESSAGE = 'Failed to process login';
export const ACCOUNT_FAILED_MESSAGE = 'Failed to create account';
export const PASSWORD_RULES_HINT =
  'At least 8 characters, with at least 1 letter and 1 number. Use only letters, numbers and @$!%*#?&.';

/**
 * The sign-in link of a code mail, `/login#email=…&code=…` (ADR 281): the secret rides in the fragment,
 * which the browser never sends to a server. Null when the fragment is not such a link.
 */
export function signInLinkOf(hash: string): { email: string; code: string } | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const email = params.get('email');
  const code = params.get('code');
  if (!email || !code || !/^[A-Za-z0-9_-]{43}$/.test(code)) return null;
  return { email, code };
}
