// The profile part of /account (spec §2, §5, §8): view the profile, edit it (age 16-100), with
// 'Profile updated successfully!' / 'Failed to update profile'.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAccount } from '../api/account.ts';
import { useProfileForm } from '../hooks/useProfileForm.ts';
import { draftFromUser, yearLabel } from '../lib/profile.ts';
import { FormMessage } from '../../../components/Field.tsx';
import { ProfileFields } from './ProfileFields.tsx';
import '../auth.css';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile';

export function ProfileSettings() {
  const { user, loading } = useSession();
  const account = useAccount();
  const { showToast } = useToast();
  const [editing, setEditing] = useState(false);
  const form = useProfileForm();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (editing) form.firstRef.current?.focus();
  }, [editing, form.firstRef]);

  if (!user) {
    return (
      <section className="account-section" aria-labelledby={headingId} aria-busy={loading}>
        <h2 id={headingId} className="account-section__title">
          Profile
        </h2>
        <Skeleton width={70} />
        <Skeleton width={50} />
        <Skeleton width={60} />
      </section>
    );
  }

  const startEditing = () => {
    form.reset(draftFromUser(user));
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    // Return focus to the control that opened the form (after it re-renders).
    window.requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const input = form.check();
    if (!input) return;
    form.setBusy(true);
    try {
      // The answer's user (same id) updates the cached `me`, so the view below shows the new values.
      await account.updateProfile(input);
      showToast(PROFILE_UPDATED_MESSAGE, 'success');
      form.setBusy(false);
      stopEditing();
    } catch (error) {
      form.fail(error, PROFILE_UPDATE_FAILED_MESSAGE);
    }
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        Profile
      </h2>
      {editing ? (
        <>
          <FormMessage kind="error">{form.formError}</FormMessage>
          <form className="auth-form" noValidate onSubmit={save} aria-busy={form.busy}>
            <ProfileFields
              draft={form.draft}
              errors={form.errors}
              onChange={form.setDraft}
              firstFieldRef={form.firstRef}
            />
            <div className="auth-form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={stopEditing}
                disabled={form.busy}
              >
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={form.busy}>
                {form.busy ? 'Saving…' : 'Save profile'}
              </button>
            </div>
          </form>
        </>
      ) : (
        <>
          <dl className="facts profile-view">
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Name</dt>
              <dd>{user.name ?? '—'}</dd>
            </div>
            <div>
              <dt>Age</dt>
              <dd>{user.age ?? '—'}</dd>
            </div>
            <div>
              <dt>Academic year</dt>
              <dd>{user.year ? yearLabel(user.year) : '—'}</dd>
            </div>
            <div>
              <dt>Instagram</dt>
              <dd>{user.instagram || 'Not added'}</dd>
            </div>
            <div>
              <dt>LinkedIn</dt>
              <dd>{user.linkedin || 'Not added'}</dd>
            </div>
          </dl>
          <button
            ref={editButtonRef}
            type="button"
            className="button button--secondary"
            onClick={startEditing}
          >
            Edit profile
          </button>
        </>
      )}
    </section>
  );
}
