import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { usePageTitle } from '../lib/title.ts';
import { useRoles } from './useRoles.ts';

/** Admins and super admins only (the server decides again on every call). */
export function RequireAdmin({ children, title }: { children: ReactNode; title: string }) {
  const { t } = useTranslation('layout');
  const roles = useRoles();
  usePageTitle(title);
  if (roles.administrator) return <>{children}</>;
  if (roles.pending) return <PageLoader />;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconLock />} title={t('forbidden.title')} data-testid="forbidden">
        {t('forbidden.admins')}
      </Alert>
    </Container>
  );
}
