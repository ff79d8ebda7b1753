import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { DEFAULT_DASHBOARD_PAGE } from '@folio/model';
import { useHeaderLinks } from '../api/config.ts';
import { useSession } from '../session/store.ts';
import { Brand } from './Brand.tsx';
import { headerLinkLabel } from './headerLinks.ts';
import { useAccountLinksShown, useSignOut } from './headerState.ts';
import { useRoles } from './useRoles.ts';

/** The narrow-screen navigation drawer: the operator's links, then the screens or the account links. */
export function MobileNav({ opened, close, hiddenFrom = 'md' }: { opened: boolean; close: () => void; hiddenFrom?: 'xs' | 'md' | 'xl' }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { signOut } = useSignOut();
  const links = useHeaderLinks();
  const accountLinks = useAccountLinksShown();
  return (
    <Drawer opened={opened} onClose={close} title={<Brand />} size="xs" padding="md" hiddenFrom={hiddenFrom} data-testid="mobile-nav">
      <Stack gap={4}>
        {links.map((link) => (
          <NavLink key={link.label} href={link.href} label={headerLinkLabel(link)} rightSection={<IconExternalLink size={14} />} />
        ))}
        {links.length > 0 && <Divider my="sm" />}
        {session ? (
          <>
            <NavLink component={Link} to={session.dashboardPage || DEFAULT_DASHBOARD_PAGE} label={t('nav.dashboard')} onClick={close} />
            <NavLink component={Link} to="/assets" label={t('nav.assets')} onClick={close} />
            <NavLink component={Link} to="/libraries" label={t('nav.libraries')} onClick={close} />
            <NavLink component={Link} to="/websites" label={t('nav.websites')} onClick={close} />
            <NavLink component={Link} to="/templates" label={t('nav.templates')} onClick={close} />
            <NavLink component={Link} to="/marketplace" label={t('nav.marketplace')} onClick={close} />
            <NavLink component={Link} to="/analytics" label={t('nav.analytics')} onClick={close} />
            <NavLink component={Link} to="/purchases" label={t('nav.purchased')} onClick={close} />
            <NavLink component={Link} to="/sales" label={t('nav.sales')} onClick={close} />
            <NavLink component={Link} to="/submissions" label={t('nav.submissions')} onClick={close} />
            <NavLink component={Link} to="/groups" label={t('nav.groups')} onClick={close} />
            <NavLink component={Link} to="/profile" label={t('nav.profile')} onClick={close} />
            <AdminLinks close={close} />
            <NavLink
              label={t('nav.logOut')}
              c="red"
              onClick={() => {
                close();
                signOut();
              }}
            />
          </>
        ) : (
          accountLinks && (
            <>
              <NavLink component={Link} to="/login" label={t('signIn')} onClick={close} />
              <NavLink component={Link} to="/register" label={t('createAccount')} onClick={close} />
            </>
          )
        )}
      </Stack>
    </Drawer>
  );
}

/** The administrators' screens (spec §6); mounted with the open drawer, so the profile is asked for only then. */
function AdminLinks({ close }: { close: () => void }) {
  const { t } = useTranslation('layout');
  const roles = useRoles();
  return (
    <>
      {roles.administrator && (
        <>
          <NavLink component={Link} to="/admin/users" label={t('nav.users')} onClick={close} />
          <NavLink component={Link} to="/admin/logins" label={t('nav.loginLog')} onClick={close} />
        </>
      )}
      {roles.superAdmin && (
        <>
          <NavLink component={Link} to="/admin/audit" label={t('nav.auditLog')} onClick={close} />
          <NavLink component={Link} to="/admin/outbox" label={t('nav.outbox')} onClick={close} />
        </>
      )}
    </>
  );
}
