// Placeholder: replaced by the feature's real screen.
import { usePageTitle } from '../../../lib/usePageTitle.ts';

export function TestListingsPage() {
  usePageTitle('Test listings');
  return (
    <div className="page page--narrow">
      <h1>Test listings</h1>
      <p className="lead">Developer tools: load, create and deactivate a test listing.</p>
    </div>
  );
}
