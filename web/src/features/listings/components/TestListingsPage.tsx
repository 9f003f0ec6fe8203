// /test-listings: a developer page to load the listing, create a fixed test dorm listing and deactivate
// it. Hidden when the server says it runs in production (GET /health/config `environment`).
import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/Toast.tsx';
import { useAppConfig } from '../../../lib/config.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { errorCode } from '../../../lib/api-errors.ts';
import { useDeactivateListing, useFetchMyListing, useSaveListing } from '../api/listing.ts';
import '../listings.css';

/** A fixed, valid DORM listing (every value from the catalog). */
export const TEST_DORM_LISTING = {
  type: 'DORM',
  campusNow: 'College Avenue',
  dormNow: 'Brett Hall',
  roomTypeNow: 'Double',
  campusWant: ['Busch'],
  dormWant: ['Allen Hall'],
  roomTypeWant: ['Single'],
  moveWhen: 'Next Semester',
  flexible: true,
  notes: 'Test listing created from /test-listings.',
};

export function TestListingsPage() {
  usePageTitle('Test listings');
  const { environment } = useAppConfig();
  const fetchMyListing = useFetchMyListing();
  const { saveListing, saving } = useSaveListing();
  const { deactivateListing, deactivating } = useDeactivateListing();
  const { showToast } = useToast();
  const [output, setOutput] = useState<string>('');
  const [loadingListing, setLoadingListing] = useState(false);

  if (environment === 'production') {
    return (
      <div className="page page--narrow">
        <h1>Page not available</h1>
        <p>This developer page is turned off in production.</p>
        <Link to={paths.matches}>Go to your matches</Link>
      </div>
    );
  }

  const describe = (error: unknown) =>
    `${errorCode(error) ?? 'ERROR'}: ${(error as Error)?.message ?? String(error)}`;

  const load = async () => {
    setLoadingListing(true);
    try {
      setOutput(JSON.stringify(await fetchMyListing(), null, 2));
    } catch (error) {
      setOutput(describe(error));
      showToast('Failed to load listing', 'error');
    } finally {
      setLoadingListing(false);
    }
  };

  const create = async () => {
    try {
      setOutput(JSON.stringify(await saveListing(TEST_DORM_LISTING), null, 2));
      showToast('Listing saved successfully!', 'success');
    } catch (error) {
      setOutput(describe(error));
      showToast('Failed to save listing', 'error');
    }
  };

  const remove = async () => {
    try {
      await deactivateListing();
      setOutput('{ "deactivated": true }');
      showToast('Listing deactivated', 'success');
    } catch (error) {
      setOutput(describe(error));
      showToast('Failed to deactivate listing', 'error');
    }
  };

  return (
    <div className="page page--narrow">
      <h1>Test listings</h1>
      <p className="lead">
        Developer tools{environment ? ` (${environment})` : ''}: load your listing, create a test dorm
        listing, deactivate it.
      </p>
      <div className="lf-actions lf-actions--start">
        <button type="button" className="button button--secondary" onClick={load} disabled={loadingListing}>
          Load my listing
        </button>
        <button type="button" className="button button--primary" onClick={create} disabled={saving}>
          Create test dorm listing
        </button>
        <button type="button" className="button button--danger" onClick={remove} disabled={deactivating}>
          Deactivate listing
        </button>
      </div>
      <h2>Result</h2>
      <pre className="test-listings__json" aria-live="polite">
        {output || 'Nothing loaded yet.'}
      </pre>
    </div>
  );
}
