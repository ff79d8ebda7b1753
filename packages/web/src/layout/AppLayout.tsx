import { Anchor, AppShell, Avatar, Box, Burger, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconMail, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { DEFAULT_DASHBOARD_PAGE } from '@folio/model';
import { useHeaderLinks } from '../api/config.ts';
import { useMe } from '../api/users.ts';
import { useSession } from '../session/store.ts';
import { Brand } from './Brand.tsx';
import { useAccountLinksShown, useSignOut } from './headerState.ts';
import './skipLink.css';

const MobileNav = lazy(async () => ({ default: (await import('./MobileNav.tsx')).MobileNav }));

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

function UserMenu() {
  const session = useSession();
  const me = useMe();
  const { signOut, pending } = useSignOut();
  const name = me.data?.displayName ?? 'Account';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={`Account menu for ${name}`} py={4} px={6} style={{ borderRadius: 8 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={me.data?.avatarUrl ?? null} radius="xl" size={32} color="violet" alt="">
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {me.data && <Menu.Label>{me.data.email}</Menu.Label>}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />} data-testid="user-menu-profile">
          Profile
        </Menu.Item>
        {session?.isSuperAdmin && (
          <Menu.Item component={Link} to="/admin/outbox" leftSection={<IconMail size={16} />} data-testid="user-menu-outbox">
            Outbox
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut} disabled={pending} data-testid="logout">
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The page frame: a skip link, the header with brand, the operator's external links, the user menu; the screen below. */
export function AppLayout() {
  const session = useSession();
  const links = useHeaderLinks();
  const accountLinks = useAccountLinksShown();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code (Mantine's Drawer and its focus trap) loads the first time it opens.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const showBurger = session !== null || links.length > 0 || accountLinks;
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#main" className="skip-link" data-testid="skip-to-content">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Anchor component={Link} to={session ? session.dashboardPage || DEFAULT_DASHBOARD_PAGE : '/login'} underline="never" c="inherit" aria-label="Folio home" data-testid="brand">
              <Brand />
            </Anchor>
            {session && <Anchor component={Link} to="/assets" size="sm" fw={600} c="inherit" visibleFrom="xs" data-testid="nav-assets">Assets</Anchor>}
            {session && <Anchor component={Link} to="/libraries" size="sm" fw={600} c="inherit" visibleFrom="xs" data-testid="nav-libraries">Libraries</Anchor>}
            {session && <Anchor component={Link} to="/websites" size="sm" fw={600} c="inherit" visibleFrom="xs" data-testid="nav-websites">Websites</Anchor>}
            {links.length > 0 && (
              <Group gap="lg" visibleFrom="md" component="nav" aria-label="Folio website">
                {links.map((link) => (
                  <Anchor key={link.label} href={link.href} size="sm" c="dimmed" fw={500} data-testid={`nav-${link.label.toLowerCase().replace(/\s+/g, '-')}`}>
                    {link.label}
                  </Anchor>
                ))}
              </Group>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session ? (
              <UserMenu />
            ) : (
              accountLinks && (
                <Box visibleFrom="xs">
                  <Group gap="xs" wrap="nowrap">
                    <Button component={Link} to="/login" variant="subtle" size="sm">
                      Sign in
                    </Button>
                    <Button component={Link} to="/register" size="sm">
                      Create account
                    </Button>
                  </Group>
                </Box>
              )
            )}
            {showBurger && <Burger opened={opened} onClick={() => { setDrawerUsed(true); toggle(); }} hiddenFrom="md" size="sm" aria-label="Open navigation" data-testid="nav-burger" />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1}>
        {drawerUsed && (
          <Suspense fallback={null}>
            <MobileNav opened={opened} close={close} />
          </Suspense>
        )}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
