// /login (spec §2, §4 "Login", §5, §8): email -> password, or email -> emailed code -> (set password).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { useRules } from '../../../lib/config.ts';
import { paths, protectedPaths } from '../../../paths.ts';
import { useSessionChange } from '../hooks/useSessionChange.ts';
import { loginQueryErrorMessage } from '../lib/loginQuery.ts';
import { CodeStep } from './CodeStep.tsx';
import { EmailStep } from './EmailStep.tsx';
import { LinkStep } from './LinkStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { SetPasswordStep } from './SetPasswordStep.tsx';
import { type LoginStep, signInLinkOf } from '../lib/login-steps.ts';
import '../auth.css';

const titles: Record<LoginStep['kind'], string> = {
  email: 'Sign in',
  password: 'Enter your password',
  code: 'Check your email',
  setPassword: 'Choose a password',
  link: 'Signing in',
};

export function LoginPage() {
  const [step, setStep] = useState<LoginStep>({ kind: 'email' });
  const [searchParams, setSearchParams] = useSearchParams();
  const [queryErrorCode, setQueryErrorCode] = useState(() => searchParams.get('error'));
  const queryError = loginQueryErrorMessage(queryErrorCode, useRules());
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionChange();
  const title = step.kind === 'code' && step.purpose === 'new' ? 'Create your account' : titles[step.kind];
  usePageTitle(title);

  useEffect(() => {
    // The Google redirect's ?error= is shown once (kept in state above) and removed from the address bar.
    if (!searchParams.has('error')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('error');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    // A code mail's sign-in link (ADR 281): its secret leaves the address bar and the history at once.
    const link = signInLinkOf(window.location.hash);
    if (!link) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
    setStep({ kind: 'link', ...link });
  }, []);

  useEffect(() => {
    // Shown once: a page the browser restores from its back/forward cache (Back after leaving for
    // Google or another site) comes back without it.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setQueryErrorCode(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // Shown once: the student moving on from the email step (e.g. to a code, then Back) has seen it.
  const goTo = (following: LoginStep) => {
    setQueryErrorCode(null);
    setStep(following);
  };

  // The protected page the guard sent the student from, if any: every sign-in goes back there.
  const from = (location.state as { from?: unknown } | null)?.from;
  const guardFrom =
    typeof from === 'string' &&
    from !== paths.profileSetup &&
    (protectedPaths as readonly string[]).includes(from)
      ? from
      : null;

  const finish = async (hasProfile: boolean) => {
    await session.signedIn();
    navigate(hasProfile ? (guardFrom ?? paths.matches) : paths.profileSetup, { replace: true });
  };

  // Back from any later step: a fresh email step, every field cleared (each step owns its fields).
  const back = () => setStep({ kind: 'email' });

  return (
    <div className="page page--narrow auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {step.kind === 'email' ? (
          // Keyed by the message: when the server's rules arrive, the domain sentence replaces the generic one.
          <EmailStep key={queryError ?? ''} initialError={queryError} returnTo={guardFrom} onNext={goTo} />
        ) : null}
        {step.kind === 'password' ? (
          <PasswordStep email={step.email} onBack={back} onNext={setStep} onSignedIn={finish} />
        ) : null}
        {step.kind === 'code' ? (
          <CodeStep
            key={`${step.email}:${step.purpose}`}
            email={step.email}
            purpose={step.purpose}
            note={step.note}
            wait={step.wait ?? null}
            onBack={back}
            onNext={setStep}
            onSignedIn={finish}
          />
        ) : null}
        {step.kind === 'link' ? (
          <LinkStep email={step.email} code={step.code} onBack={back} onNext={setStep} onSignedIn={finish} />
        ) : null}
        {step.kind === 'setPassword' ? (
          <SetPasswordStep
            email={step.email}
            purpose={step.purpose}
            hasProfile={step.hasProfile}
            initialError={step.error}
            onBack={back}
            onSignedIn={finish}
          />
        ) : null}
      </div>
    </div>
  );
}
