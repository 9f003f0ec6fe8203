// The profile part of /account (spec §2, §5, §8): view the profile, edit it (age 16-100), with
// 'Profile updated successfully!' / 'Failed to update profile'.
import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useRules } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session.ts';
import { UpdateProfileMutation } from '../api/documents.ts';
import { readApiError } from '../../../lib/api-errors.ts';
import { checkProfile, type ProfileDraft, yearLabel } from '../lib/profile.ts';
import { FormMessage } from './Field.tsx';
import { draftFromUser, emptyDraft, ProfileFields, type ProfileFieldErrors } from './ProfileFields.tsx';
import '../auth.css';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile';

export function ProfileSettings() {
  const { user, loading } = useSession();
  const rules = useRules();
  const client = useApolloClient();
  const { showToast } = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(emptyDraft);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (editing) firstRef.current?.focus();
  }, [editing]);

  if (!user) {
    return (
      <section className="account-section" aria-labelledby={headingId} aria-busy={loading}>
        <h2 id={headingId} className="account-section__title">
          Profile
        </h2>
        <Skeleton width="70%" />
        <Skeleton width="50%" />
        <Skeleton width="60%" />
      </section>
    );
  }

  const startEditing = () => {
    setDraft(draftFromUser(user));
    setErrors({});
    setFormError(null);
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    // Return focus to the control that opened the form (after it re-renders).
    window.requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setErrors({});
    const checked = checkProfile(draft, rules);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      setFormError(checked.message);
      return;
    }
    setBusy(true);
    try {
      // The answer's user (same id) updates the cached `me`, so the view below shows the new values.
      await client.mutate({ mutation: UpdateProfileMutation, variables: { input: checked.input } });
      showToast(PROFILE_UPDATED_MESSAGE, 'success');
      setBusy(false);
      stopEditing();
    } catch (error) {
      const apiError = readApiError(error);
      setErrors(apiError.fields);
      const firstField = Object.values(apiError.fields)[0];
      setFormError(
        apiError.code === 'VALIDATION_FAILED' && firstField ? firstField : PROFILE_UPDATE_FAILED_MESSAGE,
      );
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        Profile
      </h2>
      {editing ? (
        <>
          <FormMessage kind="error">{formError}</FormMessage>
          <form className="auth-form" noValidate onSubmit={save} aria-busy={busy}>
            <ProfileFields draft={draft} errors={errors} onChange={setDraft} firstFieldRef={firstRef} />
            <div className="auth-form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={stopEditing}
                disabled={busy}
              >
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Saving…' : 'Save profile'}
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
