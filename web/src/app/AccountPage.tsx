// /account, composed here from the features it shows (features do not import each other): the profile
// (auth), the listing (listings), notifications, blocked students (trust), API tokens (developers), log
// out and delete; for staff, the way to the support desk.
import { Link } from 'react-router';
import { RenderLater } from '../components/RenderLater.tsx';
import { useSession } from '../lib/session.ts';
import { paths } from '../paths.ts';
import { usePageTitle } from '../lib/usePageTitle.ts';
import { AccountActions } from '../features/auth/components/AccountActions.tsx';
import { ProfileSettings } from '../features/auth/components/ProfileSettings.tsx';
import { ApiTokensSection } from '../features/developers/components/ApiTokensSection.tsx';
import { ListingSettings } from '../features/listings/components/ListingSettings.tsx';
import { NotificationSettings } from '../features/notifications/components/NotificationSettings.tsx';
import { BlockedStudents } from '../features/trust/components/BlockedStudents.tsx';

export function AccountPage() {
  usePageTitle('Your account');
  // the server says who is staff (me.isStaff, ADR 297); /support itself stays guarded by the staff scope
  const { user } = useSession();
  return (
    <div className="page page--narrow">
      <h1>Your account</h1>
      <p className="lead">View and edit your profile and your listing, or log out.</p>
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
        <ApiTokensSection />
        <AccountActions />
      </RenderLater>
    </div>
  );
}
