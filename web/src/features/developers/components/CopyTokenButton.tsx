// Copies a new token, which is shown only once (issue 39: selecting a long secret by hand on a phone is
// error-prone). Says so politely; where the clipboard is refused, the field stays there to copy from.
import { useState } from 'react';

export function CopyTokenButton({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <p className="api-tokens__copy">
      <button type="button" className="button button--primary" onClick={copy}>
        Copy token
      </button>{' '}
      <span aria-live="polite">
        {state === 'copied'
          ? 'Copied.'
          : state === 'failed'
            ? 'Could not copy: select the token and copy it.'
            : ''}
      </span>
    </p>
  );
}
