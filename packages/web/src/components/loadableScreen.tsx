import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PageLoader } from './PageLoader.tsx';

/**
 * A screen in its own chunk that can be fetched before it is shown: `preload()` starts (once) loading its code, and
 * `Screen` draws it at once when the code is already here, or shows the loading state while it arrives. Used for the
 * dashboard, so sign-in does not download it, yet opening it directly or signing in does not wait any longer.
 */
export function loadableScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> =>
    (loading ??= load().then(
      (m) => (loaded = pick(m)),
      (error: unknown) => {
        // A failed download (offline, a new deployment) may succeed when tried again.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Screen() {
    // Chosen once per visit: switching from the lazy form to the loaded one would mount the screen afresh.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy />
      </Suspense>
    );
  }
  return { Screen, preload };
}
