import { Link } from 'react-router';
import { SupportLink } from '../../../components/SupportLink.tsx';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { PageSkeleton } from '../../../components/Skeleton.tsx';
import { useLegalFacts } from '../legal.ts';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  // Every figure below is the server's (served by /health/config): a skeleton until it has answered.
  const facts = useLegalFacts();
  if (!facts) return <PageSkeleton />;
  return (
    <article className="page page--narrow legal">
      <h1>Privacy Policy</h1>
      <p className="legal__meta">
        Version {facts.termsVersion} · Effective {facts.effective}
      </p>
      <p className="lead">
        This policy explains what Campus Swap collects, why, who can see it, and how long we keep it. We
        collect only what is needed to match students who want to swap a dorm room or a parking permit.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account:</strong> your school email address (
          {facts.domains.map((d) => `@${d}`).join(' or ')}), a securely hashed password if you set one, and
          the date and version of the terms you accepted.
        </li>
        <li>
          <strong>Profile:</strong> name, age, academic year and, only if you add them, your Instagram and
          LinkedIn.
        </li>
        <li>
          <strong>Listing:</strong> the room or permit you have, what you want, when you want to move, and
          your notes.
        </li>
        <li>
          <strong>Activity:</strong> which matches you revealed interest in, and basic security logs (such as
          sign-in attempts) used to protect accounts and prevent abuse.
        </li>
      </ul>

      <h2>Sign-in codes</h2>
      <p>
        To verify your email we send a one-time code. Codes expire within {facts.codeMinutes} minutes and are
        deleted once used. Your session is kept in a secure, HTTP-only cookie.
      </p>

      <h2>Who sees what</h2>
      <ul>
        <li>Other verified students see your name, age, academic year and listing when it matches theirs.</li>
        <li>
          Your email, Instagram and LinkedIn are shown to another student{' '}
          <strong>only after a mutual reveal</strong>: both of you must choose to reveal interest in each
          other.
        </li>
        <li>We do not sell your data, show ads, or share it with anyone else unless the law requires it.</li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          A listing is deactivated automatically when its owner has not used Campus Swap for{' '}
          {facts.listingInactivityDays} days: it no longer appears in anyone’s matches. It is kept, so you can
          reactivate it by saving it again, until you delete your account.
        </li>
        <li>
          When you delete your account, your data is removed from our systems within {facts.accountPurgeDays}{' '}
          days, and your other sessions are signed out at once.
        </li>
      </ul>

      <h2>Age</h2>
      <p>
        Campus Swap is not for anyone under {facts.minimumAge}. If we learn that an account belongs to someone
        under {facts.minimumAge}, we delete it.
      </p>

      <h2>Cookies and offline use</h2>
      <p>
        We use only the cookies needed to keep you signed in and to protect forms against cross-site requests.
        There are no tracking or advertising cookies. The installable app stores its own screens on your
        device so it opens offline; it never stores your personal data or match results for offline use.
      </p>

      <h2>Your choices</h2>
      <p>
        You can view and edit your profile and listing, deactivate your listing, or delete your account at any
        time. For a copy of your data or any privacy question, write to <SupportLink />.
      </p>

      <p>
        See also the <Link to={paths.terms}>Terms of Service</Link>.
      </p>
    </article>
  );
}
