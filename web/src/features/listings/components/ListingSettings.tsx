// The listing part of /account: the student's listing at a glance, a link to /post to replace it,
// the preferences (want side, timing, flexible) edited inline, and deactivation after confirmation.
import { HiddenBySupportNotice } from '../../../components/HiddenBySupportNotice.tsx';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SkeletonCard } from '../../../components/Skeleton.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useCatalog } from '../../../lib/catalog.ts';
import { isProfileRequired, useProfileRequired } from '../../../lib/useProfileRequired.ts';
import { paths } from '../../../paths.ts';
import { errorFields } from '../../../lib/api-errors.ts';
import { useWaitsForTerms } from '../../../lib/session.ts';
import { useDoneSwap } from '../../../lib/swaps.ts';
import { type Listing, useDeactivateListing, useMyListing, useUpdatePreferences } from '../api/listing.ts';
import {
  clearChangedErrors,
  type FieldErrors,
  type ListingType,
  mapServerFields,
  toPreferencesInput,
  type WantValues,
  wantErrors,
  wantFromListing,
} from '../wizard.ts';
import { WantFields } from './WantFields.tsx';
import '../listings.css';

/** The want side as rows of the summary list. */
export function ListingSettings() {
  const headingId = useId();
  const redirectIfProfileRequired = useProfileRequired();
  const { showToast } = useToast();
  const { data, loading, error, refetch } = useMyListing();
  // refused for terms not yet accepted: waits behind the terms dialog
  const waitsForTerms = useWaitsForTerms(error, refetch);
  const { updatePreferences, updating } = useUpdatePreferences();
  const { deactivateListing, deactivating } = useDeactivateListing();
  const [editing, setEditing] = useState<WantValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const listing = data?.myListing ?? null;
  const hasListing = listing !== null && listing.active !== false;
  const doneSwap = useDoneSwap(listing?.active === false);

  const savePreferences = async (event: FormEvent) => {
    event.preventDefault();
    if (!listing || !editing) return;
    const type: ListingType = listing.type === 'PARKING' ? 'PARKING' : 'DORM';
    const found = wantErrors(type, editing);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updatePreferences(toPreferencesInput(type, editing));
      setEditing(null);
      setErrors({});
      showToast('Preferences updated successfully!', 'success');
      window.requestAnimationFrame(() => editButton.current?.focus());
    } catch (saveError) {
      if (redirectIfProfileRequired(saveError)) return;
      setErrors(mapServerFields(errorFields(saveError)).errors);
      showToast('Failed to update preferences', 'error');
    }
  };

  const confirmDeactivate = async () => {
    try {
      await deactivateListing();
      setEditing(null);
      showToast('Listing deactivated', 'success');
    } catch {
      showToast('Failed to deactivate listing', 'error');
    } finally {
      setConfirmOpen(false);
    }
  };

  let body: ReactNode;
  if ((!data && loading) || waitsForTerms) {
    body = <SkeletonCard />;
  } else if (!data) {
    body = (
      <div role="alert">
        <p>
          {isProfileRequired(error)
            ? 'Complete your profile to post a listing.'
            : 'Your listing could not be loaded.'}
        </p>
        <button type="button" className="button button--secondary" onClick={() => refetch().catch(() => {})}>
          Try again
        </button>
      </div>
    );
  } else if (listing && !hasListing && doneSwap) {
    // the room went in a swap: no nudge to re-list it (ADR 294)
    body = (
      <p>
        {doneSwap.headline} Your listing closed with the swap; the record is on{' '}
        <Link to={paths.swaps}>Your swaps</Link>.
      </p>
    );
  } else if (!listing || !hasListing) {
    body = (
      <>
        <p>
          {listing ? 'Your listing is deactivated and hidden from matches.' : 'You have no listing yet.'} Post
          one to see who wants to swap with you.
        </p>
        <p>
          <Link to={paths.post} className="button button--primary">
            Post a listing
          </Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {listing.hiddenBySupport ? <HiddenBySupportNotice /> : null}
        <dl className="facts listing-settings__summary">
          <dt>Type</dt>
          <dd>
            {listing.type === 'PARKING' ? 'Parking permit' : 'Dorm room'}{' '}
            {listing.hiddenBySupport ? (
              <span className="pill pill--danger">Hidden by support</span>
            ) : (
              <span className="pill pill--success">Active</span>
            )}
          </dd>
          <dt>Have</dt>
          <dd>{listing.have}</dd>
          <dt>Want</dt>
          <dd>{listing.want}</dd>
          <dt>Timing</dt>
          <dd>
            {listing.moveWhen}
            {listing.flexible && listing.moveWhen !== 'Flexible' ? ' (flexible)' : ''}
          </dd>
          {listing.notes ? (
            <>
              <dt>Notes</dt>
              <dd>{listing.notes}</dd>
            </>
          ) : null}
        </dl>
        {editing ? (
          <PreferencesForm
            listing={listing}
            value={editing}
            errors={errors}
            busy={updating}
            onChange={(next) => {
              setErrors((e) => clearChangedErrors(e, editing, next));
              setEditing(next);
            }}
            onSubmit={savePreferences}
            onCancel={() => {
              setEditing(null);
              setErrors({});
              window.requestAnimationFrame(() => editButton.current?.focus());
            }}
          />
        ) : (
          <div className="lf-actions">
            <Link to={paths.post} className="button button--secondary">
              Replace listing
            </Link>
            <button
              ref={editButton}
              type="button"
              className="button button--secondary"
              onClick={() => setEditing(wantFromListing(listing))}
            >
              Edit preferences
            </button>
            <button type="button" className="button button--danger" onClick={() => setConfirmOpen(true)}>
              Deactivate
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="account-section listing-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        Your listing
      </h2>
      {body}
      <ConfirmDialog
        open={confirmOpen}
        title="Deactivate your listing?"
        confirmLabel="Deactivate"
        danger
        busy={deactivating}
        onConfirm={confirmDeactivate}
        onCancel={() => setConfirmOpen(false)}
      >
        <p>Your listing is hidden from matches. You can post a new one at any time.</p>
      </ConfirmDialog>
    </section>
  );
}

function PreferencesForm({
  listing,
  value,
  errors,
  busy,
  onChange,
  onSubmit,
  onCancel,
}: {
  listing: Listing;
  value: WantValues;
  errors: FieldErrors;
  busy: boolean;
  onChange(value: WantValues): void;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
}) {
  const { catalog } = useCatalog();
  const legendId = useId();
  if (!catalog) return <SkeletonCard />;
  return (
    <form className="lf-form" onSubmit={onSubmit} noValidate aria-labelledby={legendId}>
      <h3 id={legendId}>Edit preferences</h3>
      <WantFields
        idPrefix="prefs"
        type={listing.type === 'PARKING' ? 'PARKING' : 'DORM'}
        catalog={catalog}
        value={value}
        errors={errors}
        withNotes={false}
        onChange={onChange}
      />
      <div className="lf-actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save preferences'}
        </button>
      </div>
    </form>
  );
}
