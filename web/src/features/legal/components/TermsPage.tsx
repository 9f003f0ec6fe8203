import { Link } from 'react-router';
import { SupportLink } from '../../../components/SupportLink.tsx';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { PageSkeleton } from '../../../components/Skeleton.tsx';
import { useLegalFacts } from '../legal.ts';

export function TermsPage() {
  usePageTitle('Terms of Service');
  // Every figure below is the server's (served by /health/config): a skeleton until it has answered.
  const facts = useLegalFacts();
  if (!facts) return <PageSkeleton />;
  return (
    <article className="page page--narrow legal">
      <h1>Terms of Service</h1>
      <p className="legal__meta">
        Version {facts.termsVersion} · Effective {facts.effective}
      </p>
      <p className="lead">
        Campus Swap helps Rutgers University–New Brunswick students find another student to swap a dorm room
        or a parking permit with. By creating an account or using the app you agree to these terms.
      </p>

      <h2>1. Who can use Campus Swap</h2>
      <ul>
        <li>
          You must be a current Rutgers–New Brunswick student with a school email address ending in{' '}
          {facts.domains.map((d, i) => (
            <span key={d}>
              {i > 0 ? ' or ' : ''}
              <strong>@{d}</strong>
            </span>
          ))}
          .{' '}
          {facts.domains.length > 1
            ? `Addresses at ${facts.domains.slice(1).join(' or ')} are treated as the same address at ${facts.domains[0]}.`
            : null}
        </li>
        <li>
          You must be at least {facts.minimumAge} years old. People under {facts.minimumAge} are not allowed
          to use the service.
        </li>
        <li>
          One account per person. You are responsible for keeping your password and sign-in codes private.
        </li>
      </ul>

      <h2>2. Your account</h2>
      <p>
        We verify your email with a one-time code that expires within {facts.codeMinutes} minutes. The profile
        details you give (name, age, academic year and, if you choose, Instagram and LinkedIn) must be
        accurate and your own. You can edit your profile or delete your account at any time from your account
        page.
      </p>

      <h2>3. Listings and matches</h2>
      <ul>
        <li>
          You may have one active listing, for a dorm room or a parking permit, describing what you have now
          and what you want.
        </li>
        <li>
          List only a room or permit that is actually assigned to you. Do not post false, misleading or
          duplicate listings.
        </li>
        <li>
          Match scores are suggestions computed from the listings. We do not guarantee that a match leads to a
          swap.
        </li>
        <li>
          A listing whose owner has not used Campus Swap for {facts.listingInactivityDays} days is deactivated
          automatically: it leaves everyone’s matches until you save it again.
        </li>
      </ul>

      <h2>4. Sharing contact details</h2>
      <p>
        Other verified students see your name, age, academic year and your listing on their match cards. Your
        email, Instagram and LinkedIn are shared with a student only after you have both chosen to reveal
        interest in each other. Once shared, that student may keep what they saw, so reveal only to people you
        want to hear from.
      </p>

      <h2>5. Swaps happen through the university</h2>
      <p>
        Campus Swap only introduces students. An agreed swap still has to go through the university’s own
        process: the housing office’s room-swap procedure for dorm rooms, or a permit change with Rutgers
        Transportation Services for parking. Never pay or accept money for a room or permit, and never hand
        over keys or permits outside the official process.
      </p>

      <h2>6. Acceptable use</h2>
      <ul>
        <li>Be respectful. No harassment, discrimination, threats, spam or scams.</li>
        <li>Use contact details you receive only to discuss the swap.</li>
        <li>Do not scrape the service, automate accounts, or try to get around its limits or security.</li>
      </ul>
      <p>We may remove listings or suspend accounts that break these rules.</p>

      <h2>7. Ending your use</h2>
      <p>
        You can delete your account at any time. Deleted account data is removed within{' '}
        {facts.accountPurgeDays} days. See the <Link to={paths.privacy}>Privacy Policy</Link> for details.
      </p>

      <h2>8. No warranty and liability</h2>
      <p>
        Campus Swap is provided “as is” by students, for students. We do our best to keep it available and
        accurate but cannot promise that it will be uninterrupted or error-free, and we are not responsible
        for agreements between students or for decisions made by the university.
      </p>

      <h2>9. Changes</h2>
      <p>
        If these terms change in a meaningful way we will update the version above and ask you to accept the
        new version before you continue using the app.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms: <SupportLink />.
      </p>
    </article>
  );
}
