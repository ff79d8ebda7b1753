import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';
import { EditorPage } from './editor/EditorPage.tsx';
import { DashboardRedirect, RequireAuth, RequireSuperAdmin, SignedOutOnly } from './layout/guards.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { OutboxPage } from './routes/admin-outbox/OutboxPage.tsx';
import { AssetsPage } from './routes/assets/AssetsPage.tsx';
import { LibrariesPage } from './routes/libraries/LibrariesPage.tsx';
import { LibraryDetailPage } from './routes/library-detail/LibraryDetailPage.tsx';
import { ForgotPasswordPage } from './routes/forgot-password/ForgotPasswordPage.tsx';
import { HomePage } from './routes/home/HomePage.tsx';
import { LoginPage } from './routes/login/LoginPage.tsx';
import { NotFoundPage } from './routes/not-found/NotFoundPage.tsx';
import { ProfilePage } from './routes/profile/ProfilePage.tsx';
import { RegisterPage } from './routes/register/RegisterPage.tsx';
import { ResetPasswordPage } from './routes/reset-password/ResetPasswordPage.tsx';
import { SetupPage } from './routes/setup/SetupPage.tsx';
import { VerifyPage } from './routes/verify/VerifyPage.tsx';

/** Every screen of the app. Signed-in screens sit under RequireAuth, which sends guests to /login. */
export const router = createBrowserRouter([
  {
    // The editor takes the whole window (its own top bar), so it sits outside the app frame.
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [{ path: 'folios/:id/edit', element: <EditorPage /> }],
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
          { path: 'profile', element: <ProfilePage /> },
          { path: 'assets', element: <AssetsPage /> },
          { path: 'libraries', element: <LibrariesPage /> },
          { path: 'libraries/:id', element: <LibraryDetailPage /> },
          { path: 'admin/outbox', element: <RequireSuperAdmin><OutboxPage /></RequireSuperAdmin> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
