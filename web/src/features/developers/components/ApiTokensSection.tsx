// The API token part of /developers, for a signed-in student (ADR 061; moved from /account by ADR 306):
// the student's tokens with their scope, expiry and last use; a form that makes one and shows it
// exactly once, with a Copy button; revoke after confirmation.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SelectField, TextField } from '../../../components/Field.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { CopyTokenButton } from './CopyTokenButton.tsx';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/tokens.ts';
import '../developers.css';

const LIFETIMES = [7, 30, 90, 180, 365];

function day(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : 'never';
}

function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'never';
}

export function ApiTokensSection() {
  const headingId = useId();
  const { showToast } = useToast();
  const { tokens, loading } = useApiTokens();
  const { createApiToken, creating } = useCreateApiToken();
  const { revokeApiToken, revoking } = useRevokeApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'READ' | 'WRITE'>('READ');
  const [days, setDays] = useState(90);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<string | null>(null);
  const [confirming, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    // arrived by /account's link (…#api-tokens): this part loads after the guide, so the browser's own
    // jump to the anchor found nothing yet
    if (window.location.hash === '#api-tokens') section.current?.scrollIntoView();
  }, []);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    try {
      setShown(await createApiToken({ name, scope, expiresInDays: days }));
      setName('');
    } catch (error) {
      const problem = readApiError(error);
      setFields(problem.fields);
      if (!Object.keys(problem.fields).length)
        showToast(messageOr(problem, 'Could not make the token.'), 'error');
    }
  };

  const onRevoke = async () => {
    if (!confirming) return;
    try {
      await revokeApiToken(confirming.id);
      showToast(`Revoked “${confirming.name}”.`, 'info');
    } catch (error) {
      showToast(messageOr(readApiError(error), 'Could not revoke the token.'), 'error');
    }
    setRevoking(null);
  };

  return (
    <section ref={section} className="account-section api-tokens" id="api-tokens" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        API tokens
      </h2>
      <p>Tokens let your own tools read your matches through the API, as this guide shows.</p>
      {shown ? (
        <div className="api-tokens__new" role="status">
          <p>
            <strong>Copy your new token now.</strong> It is shown only this once.
          </p>
          <input
            className="auth-input api-tokens__secret"
            readOnly
            value={shown}
            aria-label="Your new API token"
            data-testid="new-api-token"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyTokenButton token={shown} />
          <button type="button" className="button button--secondary" onClick={() => setShown(null)}>
            I have copied it
          </button>
        </div>
      ) : null}
      {tokens.length ? (
        <ul className="api-tokens__list">
          {tokens.map((token) => (
            <li key={token.id} className="api-tokens__item">
              <div>
                <strong>{token.name}</strong> <code>{token.prefix}…</code>{' '}
                <span className="api-tokens__scope">
                  {token.scope === 'WRITE' ? 'read & write' : 'read only'}
                </span>
                <br />
                <small>
                  Made {day(token.createdAt)} · {token.expired ? 'expired' : 'expires'} {day(token.expiresAt)}{' '}
                  · last used {when(token.lastUsedAt)}
                </small>
              </div>
              <button
                type="button"
                className="button button--danger"
                disabled={revoking}
                onClick={() => setRevoking({ id: token.id, name: token.name })}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : loading ? null : (
        <p className="api-tokens__empty">You have no API tokens.</p>
      )}
      <form className="api-tokens__form" onSubmit={onCreate} noValidate>
        <TextField
          label="Token name"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          error={fields.name}
          placeholder="e.g. Hall bot"
        />
        <SelectField
          label="Access"
          hint={
            scope === 'WRITE'
              ? 'Reads your profile, listing, matches and requests; also edits the listing and reveals.'
              : 'Reads your profile, listing, matches and requests; changes nothing.'
          }
          value={scope}
          onChange={(event) => setScope(event.target.value as 'READ' | 'WRITE')}
        >
          {/* short option texts: a phone's select shows only what fits its width (issue 39) */}
          <option value="READ">Read only</option>
          <option value="WRITE">Read and write</option>
        </SelectField>
        <SelectField
          label="Expires after"
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {LIFETIMES.map((n) => (
            <option key={n} value={n}>
              {n} days
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary" disabled={creating} aria-busy={creating}>
          Make token
        </button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Revoke this token?"
        confirmLabel="Revoke"
        danger
        busy={revoking}
        onConfirm={onRevoke}
        onCancel={() => setRevoking(null)}
      >
        <p>Tools using “{confirming?.name}” stop working at once.</p>
      </ConfirmDialog>
    </section>
  );
}
