import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_DASHBOARD_PAGE } from '@folio/model';
import { useHeaderLinks } from '../api/config.ts';
import { useSession } from '../session/store.ts';
import { Brand } from './Brand.tsx';
import { useAccountLinksShown, useSignOut } from './headerState.ts';
import { useRoles } from './useRoles.ts';

/** The narrow-screen navigation drawer: the operator's links, then the screens or the account links. */
export function MobileNav({ opened, close }: { opened: boolean; close: () => void }) {
  const session = useSession();
  const { signOut } = useSignOut();
  const links = useHeaderLinks();
  const accountLinks = useAccountLinksShown();
  return (
    <Drawer opened={opened} onClose={close} title={<Brand />} size="xs" padding="md" hiddenFrom="md" data-testid="mobile-nav">
      <Stack gap={4}>
        {links.map((link) => (
          <NavLink key={link.label} href={link.href} label={link.label} rightSection={<IconExternalLink size={14} />} />
        ))}
        {links.length > 0 && <Divider my="sm" />}
        {session ? (
          <>
            <NavLink component={Link} to={session.dashboardPage || DEFAULT_DASHBOARD_PAGE} label="Dashboard" onClick={close} />
            <NavLink component={Link} to="/assets" label="Assets" onClick={close} />
            <NavLink component={Link} to="/libraries" label="Libraries" onClick={close} />
            <NavLink component={Link} to="/websites" label="Websites" onClick={close} />
            <NavLink component={Link} to="/templates" label="Templates" onClick={close} />
            <NavLink component={Link} to="/marketplace" label="Marketplace" onClick={close} />
            <NavLink component={Link} to="/analytics" label="Analytics" onClick={close} />
            <NavLink component={Link} to="/purchases" label="Purchased" onClick={close} />
            <NavLink component={Link} to="/sales" label="Sales" onClick={close} />
            <NavLink component={Link} to="/submissions" label="Your submissions" onClick={close} />
            <NavLink component={Link} to="/groups" label="Account groups" onClick={close} />
            <NavLink component={Link} to="/profile" label="Profile" onClick={close} />
            <AdminLinks close={close} />
            <NavLink
              label="Log out"
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
              <NavLink component={Link} to="/login" label="Sign in" onClick={close} />
              <NavLink component={Link} to="/register" label="Create account" onClick={close} />
            </>
          )
        )}
      </Stack>
    </Drawer>
  );
}

/** The administrators' screens (spec §6); mounted with the open drawer, so the profile is asked for only then. */
function AdminLinks({ close }: { close: () => void }) {
  const roles = useRoles();
  return (
    <>
      {roles.administrator && (
        <>
          <NavLink component={Link} to="/admin/users" label="Users" onClick={close} />
          <NavLink component={Link} to="/admin/logins" label="Login log" onClick={close} />
        </>
      )}
      {roles.superAdmin && (
        <>
          <NavLink component={Link} to="/admin/audit" label="Audit log" onClick={close} />
          <NavLink component={Link} to="/admin/outbox" label="Outbox" onClick={close} />
        </>
      )}
    </>
  );
}
