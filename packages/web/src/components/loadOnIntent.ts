import { useState, type ComponentType } from 'react';

/**
 * A component whose code loads when the user reaches for it (pointer over, focus) rather than with the screen; the
 * caller draws a look-alike trigger until the user clicks it, then the real component, opened. Used for menus, so
 * the first screen does not download Mantine's popover machinery.
 */
export function loadOnIntent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));

  return function useLoadOnIntent() {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    return {
      /** The real component once the user clicked the trigger; it should open at once. */
      Component,
      /** Handlers for the stand-in trigger. */
      intent: {
        onPointerEnter: () => void preload(),
        onFocus: () => void preload(),
        onClick: () => void preload().then((component) => setComponent(() => loaded ?? component)),
      },
    };
  };
}
