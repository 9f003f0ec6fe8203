import { Link } from 'react-router';
import { schoolEmailHint, useRules } from '../../../lib/config.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { HowItWorks } from './HowItWorks.tsx';
import { staleListingsText } from './trust.ts';

export function LandingPage() {
  const rules = useRules();
  usePageTitle('');
  const signedIn = useSignedIn();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">For Rutgers–New Brunswick students</p>
          <h1 id="hero-title" className="hero__title">
            Swap your dorm room or parking permit with another student
          </h1>
          <p className="lead">
            Post what you have and what you want. We match you with students looking for the opposite, and
            share contact details only when you both say yes.
          </p>
          <div className="hero__actions">
            {signedIn ? (
              <Link to={paths.matches} className="button button--primary button--large">
                See your matches
              </Link>
            ) : (
              <Link to={paths.login} className="button button--primary button--large">
                Sign in
              </Link>
            )}
          </div>
          {/* how to sign in: only for somebody who is not signed in yet */}
          {signedIn ? null : <p className="hero__note">{schoolEmailHint(rules)}</p>}
        </div>
        <div className="hero__art" aria-hidden="true">
          <div className="preview-card">
            <div className="preview-card__row">
              <span className="preview-card__label">Has</span>
              <span className="preview-card__value">Busch · Double</span>
            </div>
            <div className="preview-card__swap">⇅</div>
            <div className="preview-card__row">
              <span className="preview-card__label">Wants</span>
              <span className="preview-card__value">College Ave · Single</span>
            </div>
            <div className="preview-card__score">92% match</div>
          </div>
        </div>
      </section>

      <HowItWorks />

      <section className="trust" aria-labelledby="trust-title">
        <h2 id="trust-title" className="section-title">
          Built for students, private by default
        </h2>
        <ul className="trust__list">
          <li>
            <strong>Verified Rutgers students only.</strong> Accounts are verified with a one-time code sent
            to a Rutgers email.
          </li>
          <li>
            <strong>Your contact stays hidden</strong> until you and the other student both reveal interest.
          </li>
          <li>
            <strong>No stale listings.</strong> {staleListingsText(rules)}
          </li>
        </ul>
      </section>
    </div>
  );
}
