import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { preloadFolioForEditing } from './api/folios.ts';
import { PageLoader } from './components/PageLoader.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { DashboardRedirect, RequireAuth, RequireSuperAdmin, SignedOutOnly } from './layout/guards.tsx';
import { getSession } from './session/store.ts';
import { RouteError } from './layout/RouteError.tsx';
import { OutboxPage } from './routes/admin-outbox/OutboxPage.tsx';
import { ForgotPasswordPage } from './routes/forgot-password/ForgotPasswordPage.tsx';
import { HomePage } from './routes/home/HomePage.tsx';
import { LoginPage } from './routes/login/LoginPage.tsx';
import { NotFoundPage } from './routes/not-found/NotFoundPage.tsx';
import { RegisterPage } from './routes/register/RegisterPage.tsx';
import { ResetPasswordPage } from './routes/reset-password/ResetPasswordPage.tsx';
import { SetupPage } from './routes/setup/SetupPage.tsx';
import { VerifyPage } from './routes/verify/VerifyPage.tsx';

/**
 * The upload screens (Uppy), the library and the website screens load as their own chunks, so signing in does not
 * download them.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

/** Every screen of the app. Signed-in screens sit under RequireAuth, which sends guests to /login. */
export const router = createBrowserRouter([
  {
    // The editor takes the whole window (its own top bar), so it sits outside the app frame.
    element: <RequireAuth />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: 'folios/:id/edit',
        // The editor (Tiptap, dnd-kit, the render package) is its own chunk; the folio is fetched while it loads.
        loader: ({ params }) => {
          if (params.id && getSession()) preloadFolioForEditing(params.id);
          return null;
        },
        lazy: async () => ({ Component: (await import('./editor/EditorPage.tsx')).EditorPage }),
      },
    ],
  },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardRedirect /> },
      { path: 'login', element: <SignedOutOnly><LoginPage /></SignedOutOnly> },
      { path: 'register', element: <SignedOutOnly><RegisterPage /></SignedOutOnly> },
      { path: 'setup', element: <SetupPage /> },
      { path: 'verify/:id', element: <VerifyPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:id', element: <ResetPasswordPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'home', element: <HomePage /> },
          { path: 'profile', element: lazyPage(() => import('./routes/profile/ProfilePage.tsx'), (m) => m.ProfilePage) },
          { path: 'assets', element: lazyPage(() => import('./routes/assets/AssetsPage.tsx'), (m) => m.AssetsPage) },
          { path: 'libraries', element: lazyPage(() => import('./routes/libraries/LibrariesPage.tsx'), (m) => m.LibrariesPage) },
          {
            path: 'libraries/:id',
            element: lazyPage(() => import('./routes/library-detail/LibraryDetailPage.tsx'), (m) => m.LibraryDetailPage),
          },
          { path: 'websites', element: lazyPage(() => import('./routes/websites/WebsitesPage.tsx'), (m) => m.WebsitesPage) },
          {
            path: 'websites/:id',
            element: lazyPage(() => import('./routes/website-detail/WebsiteDetailPage.tsx'), (m) => m.WebsiteDetailPage),
          },
          { path: 'admin/outbox', element: <RequireSuperAdmin><OutboxPage /></RequireSuperAdmin> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
