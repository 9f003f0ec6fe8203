// Leaving on purpose (log out, account deleted): first away from the protected page, so its guard does
// not bounce the visitor to /login on the way out, then forget the session here.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../paths.ts';
import { useAccount } from '../api/account.ts';
import { useSessionChange } from './useSessionChange.ts';

export function useLeave() {
  const navigate = useNavigate();
  const session = useSessionChange();
  const account = useAccount();
  return useMemo(() => {
    const leave = async () => {
      navigate(paths.home, { replace: true });
      await session.signedOut();
    };
    return {
      leave,
      /** Even if the call fails (offline), the session is forgotten here; the server's expires on its own. */
      async logOut() {
        await account.logout().catch(() => undefined);
        await leave();
      },
    };
  }, [navigate, session, account]);
}
