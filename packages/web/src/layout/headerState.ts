import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '../api/auth.ts';
import { useSetupStatus } from '../api/users.ts';

/** Signs out, then shows the sign-in screen. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    pending: logout.isPending,
    signOut: () => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) }),
  };
}

/** Sign-in and sign-up lead nowhere before the first administrator exists (and never on the setup screen). */
export function useAccountLinksShown(): boolean {
  const { pathname } = useLocation();
  const setup = useSetupStatus();
  return pathname !== '/setup' && setup.data?.needsSetup === false;
}
