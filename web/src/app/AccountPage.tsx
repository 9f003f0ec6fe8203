// /account, composed here from the features it shows (features do not import each other): log out
// (auth) at the top, the profile (auth), the listing (listings), notifications, blocked students
// (trust), the way to API tokens (on /developers since ADR 306: a developer's tool made the page four
// phone screens tall) and delete; for staff, the way to the support desk.
import { Link } from 'react-router';
import { RenderLater } from '../components/RenderLater.tsx';
import { useSession } from '../lib/session.ts';
import { paths } from '../paths.ts';
import { usePageTitle } from '../lib/usePageTitle.ts';
import { AccountActions } from '../features/auth/components/AccountActions.tsx';
import { LogOutButton } from '../features/auth/components/LogOutButton.tsx';
import { ProfileSettings } from '../features/auth/components/ProfileSettings.tsx';
import { ListingSettings } from '../features/listings/components/ListingSettings.tsx';
import { NotificationSettings } from '../features/notifications/components/NotificationSettings.tsx';
import { BlockedStudents } from '../features/trust/components/BlockedStudents.tsx';

export function AccountPage() {
  usePageTitle('Your account');
  // the server says who is staff (me.isStaff, ADR 297); /support itself stays guarded by the staff scope
  const { user } = useSession();
  return (
    <div className="page page--narrow">
      <div className="account-top">
        <h1>Your account</h1>
        <LogOutButton />
      </div>
      {user?.isStaff ? (
        <p className="account-staff">
          <Link to={paths.support} className="button button--secondary">
            Support desk
          </Link>
        </p>
      ) : null}
      <ProfileSettings />
      <ListingSettings />
      {/* below the fold on a phone: after the first paint, so the page's first task stays short */}
      <RenderLater>
        <NotificationSettings />
        <BlockedStudents />
        <p className="account-developers">
          Your own tools can read your matches through the API:{' '}
          <Link to={`${paths.developers}#api-tokens`}>API tokens for developers</Link>
        </p>
        <AccountActions />
      </RenderLater>
    </div>
  );
}
