// /account: the profile (accounts feature), the listing (listings feature), log out and delete.
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AccountActions } from '../../auth/components/AccountActions.tsx';
import { ProfileSettings } from '../../auth/components/ProfileSettings.tsx';
import { ApiTokensSection } from '../../developers/components/ApiTokensSection.tsx';
import { ListingSettings } from '../../listings/components/ListingSettings.tsx';
import { NotificationSettings } from '../../notifications/components/NotificationSettings.tsx';

export function AccountPage() {
  usePageTitle('Your account');
  return (
    <div className="page page--narrow">
      <h1>Your account</h1>
      <p className="lead">View and edit your profile and your listing, or log out.</p>
      <ProfileSettings />
      <ListingSettings />
      <NotificationSettings />
      <ApiTokensSection />
      <AccountActions />
    </div>
  );
}
