import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DEFAULT_DASHBOARD_PAGE } from '@folio/model';
import { usePageTitle } from '../lib/title.ts';
import { useSession } from '../session/store.ts';
import { useProfileLanguage } from './useProfileLanguage.ts';

export interface FromState {
  from?: string;
}

/** Signed-in screens: guests go to /login, which brings them back here after signing in. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  useProfileLanguage();
  if (!session) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session?.isSuperAdmin) return <Forbidden />;
  return <>{children}</>;
}

function Forbidden() {
  const { t } = useTranslation('layout');
  usePageTitle(t('forbidden.title'));
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconLock />} title={t('forbidden.title')} data-testid="forbidden">
        {t('forbidden.superAdmins')}
      </Alert>
    </Container>
  );
}

/**
 * Sign-in and sign-up are for guests. A signed-in user (also the moment a login succeeds) goes back
 * to the page that sent them to sign in, or else to the dashboard page.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session) {
    const from = (location.state as FromState | null)?.from;
    const target = from && !from.startsWith('/login') ? from : session.dashboardPage || DEFAULT_DASHBOARD_PAGE;
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}

/** `/`: the saved dashboard page when signed in, else the login page. */
export function DashboardRedirect() {
  const session = useSession();
  return <Navigate to={session ? session.dashboardPage || DEFAULT_DASHBOARD_PAGE : '/login'} replace />;
}
