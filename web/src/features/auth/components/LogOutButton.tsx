// "Log out", at the top of /account where a student looks for it (ADR 306), not below every setting.
import { useState } from 'react';
import { useLeave } from '../hooks/useLeave.ts';

export function LogOutButton() {
  const leaving = useLeave();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    await leaving.logOut();
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={logOut}
      disabled={busy}
      aria-busy={busy}
    >
      Log out
    </button>
  );
}
