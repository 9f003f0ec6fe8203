// What a student whose listing support staff hid is told, on the account page and above their matches
// (docs/decisions/298-reports-that-protect-the-reporter.md): it is hidden, by whom, what that means and
// how to reach support. It used to read "Active" while nobody could see it.
import { SupportLink } from './SupportLink.tsx';

export function HiddenBySupportNotice() {
  return (
    <div className="support-notice" role="status" data-testid="hidden-by-support">
      <p className="support-notice__title">Your listing is hidden by Campus Swap support</p>
      <p>
        Other students do not see it in their matches until support restores it. To ask why, or to ask for it
        back, write to <SupportLink />.
      </p>
    </div>
  );
}
