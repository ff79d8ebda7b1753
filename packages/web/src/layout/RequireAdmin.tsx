import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '../api/users.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { usePageTitle } from '../lib/title.ts';
import { useSession } from '../session/store.ts';

/** Admins and super admins only (the server decides again on every call). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const me = useMe();
  usePageTitle('Users');
  if (session?.isSuperAdmin) return <>{children}</>;
  if (me.isPending) return <PageLoader />;
  if (me.data?.isAdmin) return <>{children}</>;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconLock />} title="Not allowed" data-testid="forbidden">
        Only administrators can open this page.
      </Alert>
    </Container>
  );
}
