import { Menu } from '@mantine/core';
import { IconCash, IconChartLine, IconHistory, IconLogin, IconLogout, IconMail, IconSend, IconShoppingBag, IconUser, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../api/users.ts';
import { useSession } from '../session/store.ts';
import { useSignOut } from './headerState.ts';
import { UserMenuButton } from './UserMenuButton.tsx';
import { useRoles } from './useRoles.ts';

/** The account menu; loaded when the user first reaches for its button, and then shown open. */
export function UserMenu() {
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
          Profile
        </Menu.Item>
        {session && (
          <Menu.Item component={Link} to={`/people/${session.currentUserId}`} leftSection={<IconUser size={16} />} data-testid="user-menu-public-profile">
            Your public profile
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/analytics" leftSection={<IconChartLine size={16} />} data-testid="user-menu-analytics">
          Analytics
        </Menu.Item>
        <Menu.Item component={Link} to="/purchases" leftSection={<IconShoppingBag size={16} />} data-testid="user-menu-purchases">
          Purchased
        </Menu.Item>
        <Menu.Item component={Link} to="/sales" leftSection={<IconCash size={16} />} data-testid="user-menu-sales">
          Sales
        </Menu.Item>
        <Menu.Item component={Link} to="/submissions" leftSection={<IconSend size={16} />} data-testid="user-menu-submissions">
          Your submissions
        </Menu.Item>
        <Menu.Item component={Link} to="/groups" leftSection={<IconUsersGroup size={16} />} data-testid="user-menu-groups">
          Account groups
        </Menu.Item>
        {roles.administrator && (
          <>
            <Menu.Item component={Link} to="/admin/users" leftSection={<IconUsers size={16} />} data-testid="user-menu-users">
              Users
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/logins" leftSection={<IconLogin size={16} />} data-testid="user-menu-logins">
              Login log
            </Menu.Item>
          </>
        )}
        {roles.superAdmin && (
          <>
            <Menu.Item component={Link} to="/admin/audit" leftSection={<IconHistory size={16} />} data-testid="user-menu-audit">
              Audit log
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/outbox" leftSection={<IconMail size={16} />} data-testid="user-menu-outbox">
              Outbox
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={signOut} disabled={pending} data-testid="logout">
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
