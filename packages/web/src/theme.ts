import { Alert, Drawer, Menu, Modal, ModalHeader, Notification, createTheme, type CSSVariablesResolver } from '@mantine/core';

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
  breakpoints: {
    xs: '35.5em',
    sm: '48em',
    md: '62em',
    lg: '85.375em',
    xl: '100.3125em',
  },
  components: {
    // Mantine's close button is an icon without a name; screen readers should hear what it does.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // The same for drawers and notices (the asset panel, the share drawer, the editor's 568 px drawers, "Added to your cart").
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A menu's focus placeholder (a focusable div with role="presentation") is no menu item, so every open menu broke
    // axe's aria-required-children; without it, opening a menu focuses its first item instead.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // A dialog's title bar is no page banner: drawn as a <header> inside role="dialog", it counts as a second
    // banner landmark (axe: landmark-no-duplicate-banner). The Box it renders takes `component`.
    ModalHeader: ModalHeader.extend({ defaultProps: { component: 'div' } as Record<string, unknown> }),
    // A light alert's bold title in its own colour measures 2.7:1 (yellow) to 4.3:1 (teal) on the tinted fill;
    // darkened it passes AA for every colour while keeping its hue.
    Alert: Alert.extend({ styles: { title: { color: 'color-mix(in srgb, var(--alert-color) 55%, black)' } } }),
  },
});

/**
 * Dimmed text (descriptions, dates, hints) dark enough for WCAG AA contrast on white and on the light tints of
 * unread rows: Mantine's default (gray 6) measures about 3.3:1, under the 4.5:1 small text needs.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7]! },
  dark: {},
});
