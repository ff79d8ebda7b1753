import { ActionIcon, Anchor, Box, Burger, Button, Group, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, Outlet } from 'react-router';
import { DEFAULT_DASHBOARD_PAGE } from '@folio/model';
import { useHeaderLinks } from '../api/config.ts';
import { loadOnIntent } from '../components/loadOnIntent.ts';
import { useNotifications } from '../api/people.ts';
import { useSession } from '../session/store.ts';
import { BellButton, bellLabel } from './BellButton.tsx';
import { Brand } from './Brand.tsx';
import { headerLinkLabel } from './headerLinks.ts';
import { useAccountLinksShown } from './headerState.ts';
import { UserMenuButton } from './UserMenuButton.tsx';
import './appLayout.css';

const MobileNav = lazy(async () => ({ default: (await import('./MobileNav.tsx')).MobileNav }));
// The bell's list (Mantine's popover and tooltip) loads when the user first reaches for the bell.
const useBell = loadOnIntent(async () => (await import('./NotificationBell.tsx')).NotificationBell);

const useUserMenu = loadOnIntent(async () => (await import('./UserMenu.tsx')).UserMenu);

/** The cart with its count from the session (spec §4 shoppingCartItems), kept right across tabs by the session store. */
function CartButton({ count }: { count: number }) {
  const { t } = useTranslation('layout');
  const label = count ? t('cart.count', { count }) : t('cart.label');
  return (
    <Indicator label={count} size={16} disabled={!count} offset={4} data-testid="cart-count">
      <ActionIcon component={Link} to="/cart" variant="subtle" color="gray" size="lg" aria-label={label} title={label} data-testid="nav-cart">
        <IconShoppingCart size={20} />
      </ActionIcon>
    </Indicator>
  );
}

function BellSlot() {
  useTranslation('layout');
  const { Component, intent } = useBell();
  const unread = useNotifications(true).data?.unread ?? 0;
  const label = bellLabel(unread);
  return Component ? <Component openAtOnce /> : <BellButton unread={unread} label={label} title={label} {...intent} />;
}

function UserMenuSlot() {
  const { Component, intent } = useUserMenu();
  return Component ? <Component /> : <UserMenuButton {...intent} />;
}

/** The page frame: a skip link, the header with brand, the operator's external links, the user menu; the screen below. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const links = useHeaderLinks();
  const accountLinks = useAccountLinksShown();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code (Mantine's Drawer and its focus trap) loads the first time it opens.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Signed out with no header links, the drawer would only repeat the account buttons, which narrow screens hide.
  // Signed in, the app's screens fill the header: the five site links join them only on the widest screens (xl, 1605 px:
  // room for longer French and Arabic labels and names), and are in the drawer below that.
  const linksFrom = session !== null ? 'xl' : 'md';
  const burgerFrom = links.length > 0 ? linksFrom : session !== null ? 'md' : accountLinks ? 'xs' : null;
  return (
    <>
      <a href="#main" className="skip-link" data-testid="skip-to-content">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to={session ? session.dashboardPage || DEFAULT_DASHBOARD_PAGE : '/login'} underline="never" c="inherit" aria-label={t('brandHome')} data-testid="brand">
              <Brand />
            </Anchor>
            {session && <Anchor component={Link} to="/assets" size="sm" fw={600} c="inherit" visibleFrom="xs" data-testid="nav-assets">{t('nav.assets')}</Anchor>}
            {session && <Anchor component={Link} to="/libraries" size="sm" fw={600} c="inherit" visibleFrom="xs" data-testid="nav-libraries">{t('nav.libraries')}</Anchor>}
            {session && <Anchor component={Link} to="/websites" size="sm" fw={600} c="inherit" visibleFrom="sm" data-testid="nav-websites">{t('nav.websites')}</Anchor>}
            {session && <Anchor component={Link} to="/templates" size="sm" fw={600} c="inherit" visibleFrom="sm" data-testid="nav-templates">{t('nav.templates')}</Anchor>}
            {session && <Anchor component={Link} to="/marketplace" size="sm" fw={600} c="inherit" visibleFrom="sm" data-testid="nav-marketplace">{t('nav.marketplace')}</Anchor>}
            {links.length > 0 && (
              <Group gap="lg" wrap="nowrap" visibleFrom={linksFrom} component="nav" aria-label={t('siteNav')}>
                {links.map((link) => (
                  <Anchor key={link.label} href={link.href} size="sm" c="dimmed" fw={500} data-testid={`nav-${link.label.toLowerCase().replace(/\s+/g, '-')}`}>
                    {headerLinkLabel(link)}
                  </Anchor>
                ))}
              </Group>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session ? (
              <>
                <CartButton count={session.shoppingCartItems} />
                <BellSlot />
                <UserMenuSlot />
              </>
            ) : (
              accountLinks && (
                <Box visibleFrom="xs">
                  <Group gap="xs" wrap="nowrap">
                    <Button component={Link} to="/login" variant="subtle" size="sm">
                      {t('signIn')}
                    </Button>
                    <Button component={Link} to="/register" size="sm">
                      {t('createAccount')}
                    </Button>
                  </Group>
                </Box>
              )
            )}
            {burgerFrom && <Burger opened={opened} onClick={() => { setDrawerUsed(true); toggle(); }} hiddenFrom={burgerFrom} size="sm" aria-label={t('openNav')} data-testid="nav-burger" />}
          </Group>
        </Group>
      </header>
      <main id="main" tabIndex={-1}>
        {drawerUsed && (
          <Suspense fallback={null}>
            <MobileNav opened={opened} close={close} hiddenFrom={burgerFrom ?? 'md'} />
          </Suspense>
        )}
        <Outlet />
      </main>
    </>
  );
}
