// Placeholder: replaced by the feature's real screen.
import { usePageTitle } from '../../../lib/usePageTitle.ts';

export function MatchesPage() {
  usePageTitle('Your matches');
  return (
    <div className="page page--narrow">
      <h1>Your matches</h1>
      <p className="lead">Students whose listing fits yours appear here.</p>
    </div>
  );
}
