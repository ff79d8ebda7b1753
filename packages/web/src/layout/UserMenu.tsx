import { Menu } from '@mantine/core';
import { IconCash, IconChartLine, IconHistory, IconLogin, IconLogout, IconMail, IconSend, IconShoppingBag, IconUser, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useMe } from '../api/users.ts';
import { useSession } from '../session/store.ts';
import { useSignOut } from './headerState.ts';
import { UserMenuButton } from './UserMenuButton.tsx';
import { useRoles } from './useRoles.ts';

/** The account menu; loaded when the user first reaches for its button, and then shown open. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const me = useMe();
  const roles = useRoles();
  const { signOut, pending } = useSignOut();
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened>
      <Menu.Target>
        <UserMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {me.data && <Menu.Label>{me.data.email}</Menu.Label>}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />} data-testid="user-menu-profile">
          {t('nav.profile')}
        </Menu.Item>
        {session && (
          <Menu.Item component={Link} to={`/people/${session.currentUserId}`} leftSection={<IconUser size={16} />} data-testid="user-menu-public-profile">
            {t('nav.publicProfile')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/analytics" leftSection={<IconChartLine size={16} />} data-testid="user-menu-analytics">
          {t('nav.analytics')}
        </Menu.Item>
        <Menu.Item component={Link} to="/purchases" leftSection={<IconShoppingBag size={16} />} data-testid="user-menu-purchases">
          {t('nav.purchased')}
        </Menu.Item>
        <Menu.Item component={Link} to="/sales" leftSection={<IconCash size={16} />} data-testid="user-menu-sales">
          {t('nav.sales')}
        </Menu.Item>
        <Menu.Item component={Link} to="/submissions" leftSection={<IconSend size={16} />} data-testid="user-menu-submissions">
          {t('nav.submissions')}
        </Menu.Item>
        <Menu.Item component={Link} to="/groups" leftSection={<IconUsersGroup size={16} />} data-testid="user-menu-groups">
          {t('nav.groups')}
        </Menu.Item>
        {roles.administrator && (
          <>
            <Menu.Item component={Link} to="/admin/users" leftSection={<IconUsers size={16} />} data-testid="user-menu-users">
              {t('nav.users')}
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/logins" leftSection={<IconLogin size={16} />} data-testid="user-menu-logins">
              {t('nav.loginLog')}
            </Menu.Item>
          </>
        )}
        {roles.superAdmin && (
          <>
            <Menu.Item component={Link} to="/admin/audit" leftSection={<IconHistory size={16} />} data-testid="user-menu-audit">
              {t('nav.auditLog')}
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/outbox" leftSection={<IconMail size={16} />} data-testid="user-menu-outbox">
              {t('nav.outbox')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={signOut} disabled={pending} data-testid="logout">
          {t('nav.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
