import { startSiteSessions } from './session/siteSession.ts';
import { appConfigQuery } from './api/config.ts';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from './i18n/react.tsx';
import { directionOfAppLanguage } from './i18n/languages.ts';
import { currentLanguage } from './i18n/i18n.ts';
import { BrowserRouter } from 'react-router';
import { ApiError } from './api/client.ts';
import { AppRoutes } from './router.tsx';
import { PageLoader } from './components/PageLoader.tsx';
import { prefetchDashboard } from './routes/home/prefetch.ts';
import { startSessionChecker } from './session/expiry.ts';
import { onSessionEnd } from './session/store.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (403, 404, ...) will not change on retry; network hiccups and 5xx may.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

onSessionEnd(() => queryClient.clear());
prefetchDashboard(queryClient, window.location.pathname);

const Toasts = lazy(async () => ({ default: (await import('./layout/Toasts.tsx')).Toasts }));

/** The toast area's code loads with the first toast; the notifications store holds it until then. */
function LazyToasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Mantine's direction follows the app's language (Arabic mirrors the whole layout). */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOfAppLanguage(currentLanguage())), [i18n.language, setDirection]);
  return null;
}

export function App() {
  useEffect(() => startSessionChecker(), []);
  useEffect(() => startSiteSessions(async () => (await queryClient.fetchQuery(appConfigQuery)).tracking), []);
  return (
    <DirectionProvider initialDirection={directionOfAppLanguage(currentLanguage())} detectDirection={false}>
    <DirectionSync />
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyToasts />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          {/* A screen's translations may still be loading: it waits here (screens inside lazy routes wait in theirs). */}
            <Suspense fallback={<PageLoader />}>
              <AppRoutes />
            </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
    </DirectionProvider>
  );
}
