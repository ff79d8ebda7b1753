import { createTheme, type CSSVariablesResolver, type MantineThemeComponent } from '@mantine/core';
import type { AlertProps, BadgeProps, DrawerProps, MenuProps, ModalProps, NotificationProps, TableScrollContainerProps } from '@mantine/core';

/**
 * A component's theme entry, what Mantine's `Modal.extend(...)` returns (it is the identity): written without the
 * component, so the theme does not pull Modal, Drawer, Menu and their floating/scroll-lock code into the first screen.
 */
const defaults = <P,>(defaultProps: Partial<P>): MantineThemeComponent => ({ defaultProps });

/**
 * Folio's theme. Breakpoints follow the spec (mobile 568px, tablet up to 991px, laptop 1366px,
 * desktop 1605px); fonts are system fonts with Roboto first, as no font may come from another origin.
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  // WCAG 2.4.7: Mantine draws its focus ring only for keyboard focus; our own elements get the same one (appLayout.css).
  focusRing: 'auto',
  // WCAG 2.3.3: Mantine's transitions (dialogs, drawers, menus) are skipped when the system asks for less motion;
  // appLayout.css does the same for CSS transitions and animations.
  respectReducedMotion: true,
  breakpoints: {
    xs: '35.5em',
    sm: '48em',
    md: '62em',
    lg: '85.375em',
    xl: '100.3125em',
  },
  components: {
    // Mantine's close button is an icon without a name; screen readers should hear what it does.
    Modal: defaults<ModalProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    // The same for drawers and notices (the asset panel, the share drawer, the editor's 568 px drawers, "Added to your cart").
    Drawer: defaults<DrawerProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    Notification: defaults<NotificationProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    // A menu's focus placeholder (a focusable div with role="presentation") is no menu item, so every open menu broke
    // axe's aria-required-children; without it, opening a menu focuses its first item instead.
    Menu: defaults<MenuProps>({ withInitialFocusPlaceholder: false }),
    // A dialog's title bar is no page banner: drawn as a <header> inside role="dialog", it counts as a second
    // banner landmark (axe: landmark-no-duplicate-banner). The Box it renders takes `component`.
    ModalHeader: { defaultProps: { component: 'div' } },
    // A wide table scrolls sideways on narrow screens: its scrolling box takes keyboard focus, so the arrow keys can
    // scroll it (axe scrollable-region-focusable, WCAG 2.1.1).
    TableScrollContainer: defaults<TableScrollContainerProps>({ scrollAreaProps: { viewportProps: { tabIndex: 0 } } }),
    // A filled badge's white text on green, grape or yellow measures under 3:1; light badges carry the darkened
    // text colour below (--mantine-color-*-light-color), which passes AA on every colour.
    Badge: defaults<BadgeProps>({ variant: 'light' }),
    // A light alert's bold title in its own colour measures 2.7:1 (yellow) to 4.3:1 (teal) on the tinted fill;
    // darkened it passes AA for every colour while keeping its hue.
    Alert: { styles: { title: { color: 'color-mix(in srgb, var(--alert-color) 55%, black)' } } } satisfies MantineThemeComponent & { defaultProps?: Partial<AlertProps> },
  },
});

/**
 * Dimmed text (descriptions, dates, hints) dark enough for WCAG AA contrast on white and on the light tints of
 * unread rows: Mantine's default (gray 6) measures about 3.3:1, under the 4.5:1 small text needs.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readableLightColors(t),
    '--mantine-color-dimmed': t.colors.gray[7]!,
    // Red buttons, red menu items and red links: Mantine's red 6 measures 3.3:1 against white (white on it too);
    // red 9 measures 5.5:1, so "Delete", "Log out" and error texts pass AA. The hover fill goes a step darker.
    '--mantine-color-red-filled': t.colors.red[9]!,
    '--mantine-color-red-filled-hover': 'color-mix(in srgb, var(--mantine-color-red-9) 85%, black)',
    '--mantine-color-red-text': t.colors.red[9]!,
    '--mantine-color-error': t.colors.red[9]!,
  },
  dark: {},
});

/**
 * The text of light variants (badges, light buttons, avatars' initials): Mantine's shade 6 on its pale tint measures
 * 2:1 (yellow) to 4.3:1 (violet); shade 9 darkened by 30 % passes AA (4.5:1) on the tint for every colour.
 */
function readableLightColors(t: Parameters<CSSVariablesResolver>[0]): Record<string, string> {
  return Object.fromEntries(Object.keys(t.colors).map((c) => [`--mantine-color-${c}-light-color`, `color-mix(in srgb, var(--mantine-color-${c}-9) 70%, black)`]));
}
