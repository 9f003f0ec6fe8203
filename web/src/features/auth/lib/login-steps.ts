// The login flow's steps and the sentences several steps share. The step components import these and
// LoginPage imports the step components, so no step imports LoginPage or another step.
export type CodePurpose = 'signin' | 'forgot' | 'new';
export type SetPasswordPurpose = 'new' | 'missing' | 'forgot';

export type LoginStep =
  | { kind: 'email' }
  | { kind: 'password'; email: string }
  | { kind: 'code'; email: string; purpose: CodePurpose; note: string | null }
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
