import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { discardFolioPreload, preloadFolioForEditing } from './api/folios.ts';
import { loadNamespaces } from './i18n/i18n.ts';
import { PageLoader } from './components/PageLoader.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { DashboardRedirect, RequireAuth, RequireSuperAdmin, SignedOutOnly } from './layout/guards.tsx';
import { RequireAdmin } from './layout/RequireAdmin.tsx';
import { RouteErrorBoundary } from './layout/RouteError.tsx';
import { setNavigator } from './lib/navigation.ts';
import { getSession } from './session/store.ts';
import { home } from './routes/home/lazyHome.ts';
import { opensDashboard } from './routes/home/prefetch.ts';
import { LoginPage } from './routes/login/LoginPage.tsx';

/**
 * Every screen but sign-in loads as its own chunk, so the first screen a user sees downloads only what it shows; the
 * dashboard's is fetched early (`home.preload`, see firstScreenReady and LoginPage). (Declarative routes rather than a data router: the data router alone is ~19 KB gzipped more.)
 */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}

const RegisterPage = lazyPage(() => import('./routes/register/RegisterPage.tsx'), (m) => m.RegisterPage);
const SetupPage = lazyPage(() => import('./routes/setup/SetupPage.tsx'), (m) => m.SetupPage);
const ClaimPage = lazyPage(() => import('./routes/claim/ClaimPage.tsx'), (m) => m.ClaimPage);
const VerifyPage = lazyPage(() => import('./routes/verify/VerifyPage.tsx'), (m) => m.VerifyPage);
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password/ForgotPasswordPage.tsx'), (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password/ResetPasswordPage.tsx'), (m) => m.ResetPasswordPage);
const ProfilePage = lazyPage(() => import('./routes/profile/ProfilePage.tsx'), (m) => m.ProfilePage);
const AssetsPage = lazyPage(() => import('./routes/assets/AssetsPage.tsx'), (m) => m.AssetsPage);
const LibrariesPage = lazyPage(() => import('./routes/libraries/LibrariesPage.tsx'), (m) => m.LibrariesPage);
const LibraryDetailPage = lazyPage(() => import('./routes/library-detail/LibraryDetailPage.tsx'), (m) => m.LibraryDetailPage);
const WebsitesPage = lazyPage(() => import('./routes/websites/WebsitesPage.tsx'), (m) => m.WebsitesPage);
const WebsiteDetailPage = lazyPage(() => import('./routes/website-detail/WebsiteDetailPage.tsx'), (m) => m.WebsiteDetailPage);
const SubmissionsPage = lazyPage(() => import('./routes/submissions/SubmissionsPage.tsx'), (m) => m.SubmissionsPage);
const MySubmissionsPage = lazyPage(() => import('./routes/my-submissions/MySubmissionsPage.tsx'), (m) => m.MySubmissionsPage);
const PersonPage = lazyPage(() => import('./routes/people/PersonPage.tsx'), (m) => m.PersonPage);
const CommentsPage = lazyPage(() => import('./routes/comments/CommentsPage.tsx'), (m) => m.CommentsPage);
const GroupsPage = lazyPage(() => import('./routes/groups/GroupsPage.tsx'), (m) => m.GroupsPage);
const TemplatesPage = lazyPage(() => import('./routes/templates/TemplatesPage.tsx'), (m) => m.TemplatesPage);
const MarketplacePage = lazyPage(() => import('./routes/marketplace/MarketplacePage.tsx'), (m) => m.MarketplacePage);
const CartPage = lazyPage(() => import('./routes/cart/CartPage.tsx'), (m) => m.CartPage);
const PurchasesPage = lazyPage(() => import('./routes/purchases/PurchasesPage.tsx'), (m) => m.PurchasesPage);
const OrderPage = lazyPage(() => import('./routes/purchases/OrderPage.tsx'), (m) => m.OrderPage);
const SalesPage = lazyPage(() => import('./routes/sales/SalesPage.tsx'), (m) => m.SalesPage);
const AnalyticsPage = lazyPage(() => import('./routes/analytics/AnalyticsPage.tsx'), (m) => m.AnalyticsPage);
const SharedDashboardPage = lazyPage(() => import('./routes/analytics/SharedDashboardPage.tsx'), (m) => m.SharedDashboardPage);
const UsersPage = lazyPage(() => import('./routes/admin-users/UsersPage.tsx'), (m) => m.UsersPage);
const UserPage = lazyPage(() => import('./routes/admin-users/UserPage.tsx'), (m) => m.UserPage);
const LoginLogPage = lazyPage(() => import('./routes/admin-logs/LoginLogPage.tsx'), (m) => m.LoginLogPage);
const AuditPage = lazyPage(() => import('./routes/admin-logs/AuditPage.tsx'), (m) => m.AuditPage);
const OutboxPage = lazyPage(() => import('./routes/admin-outbox/OutboxPage.tsx'), (m) => m.OutboxPage);
const ReceivingPage = lazyPage(() => import('./routes/receiving/ReceivingPage.tsx'), (m) => m.ReceivingPage);
const ConfirmAddressPage = lazyPage(() => import('./routes/confirm-address/ConfirmAddressPage.tsx'), (m) => m.ConfirmAddressPage);
const NotFoundPage = lazyPage(() => import('./routes/not-found/NotFoundPage.tsx'), (m) => m.NotFoundPage);
/** The editor's module once loaded: later visits draw it at once, without a Suspense fallback. */
let editorModule: typeof import('./editor/EditorPage.tsx') | null = null;
/**
 * The areas of messages the editor's first view shows, loaded with its code so it does not suspend as it is drawn
 * (the server's page preloads these and the bar's share button's, plugins/appShell.ts). With the share area awaited
 * here too, a text edit on 1,000 blocks took twice as long in the bench (p95 ~20 ms against ~12), for no reason found
 * yet; the preload alone keeps the editor's load as fast.
 */
const EDITOR_AREAS = ['editor', 'editorPanel'];
const loadEditor = async () => {
  const [module] = await Promise.all([import('./editor/EditorPage.tsx'), loadNamespaces(EDITOR_AREAS)]);
  return (editorModule = module);
};
const LazyEditorPage = lazy(async () => ({ default: (await loadEditor()).EditorPage }));

// Opened directly (a fresh tab), the editor's folio is requested as soon as this script runs, before React renders;
// the server's page already preloads the editor's code (packages/server/src/plugins/appShell.ts).
const openedEditor = /^\/folios\/([^/]+)\/edit$/.exec(window.location.pathname);
if (openedEditor && getSession()) preloadFolioForEditing(decodeURIComponent(openedEditor[1]!));

/**
 * Resolves once the first screen's code is here when that screen is the editor or the dashboard (main.tsx renders
 * after it). A Suspense fallback shown while it loaded would hold the screen back: React shows content that replaces a
 * fallback no sooner than 300 ms after the fallback appeared, which was a quarter of a large folio's load.
 */
export function firstScreenReady(): Promise<unknown> {
  if (openedEditor) return loadEditor().catch(() => {});
  if (opensDashboard(window.location.pathname)) return home.preload().catch(() => {});
  return Promise.resolve();
}

/**
 * The editor (Tiptap, dnd-kit, the render package) is its own chunk. Its folio is requested as the route opens, so
 * the data arrives alongside the code instead of after it.
 */
function EditorRoute() {
  const { id = '' } = useParams();
  useState(() => getSession() && preloadFolioForEditing(id));
  // Leaving before the editor took the answer: a later visit must fetch afresh.
  useEffect(() => () => discardFolioPreload(id), [id]);
  // Chosen once per visit: switching from the lazy form to the loaded one would mount the editor afresh.
  const [Loaded] = useState(() => editorModule?.EditorPage);
  if (Loaded) return <Loaded key={id} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyEditorPage key={id} />
    </Suspense>
  );
}

/** Lets code outside components (session checker, API client) navigate through the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** Every screen of the app. Signed-in screens sit under RequireAuth, which sends guests to /login. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <NavigatorBridge />
      <Routes>
        {/* The editor takes the whole window (its own top bar), so it sits outside the app frame. */}
        <Route element={<RequireAuth />}>
          <Route path="folios/:id/edit" element={<EditorRoute />} />
        </Route>
        <Route element={<AppLayout />}>
          <Route index element={<DashboardRedirect />} />
          {/* spec §2: the app shell's registration address opens the app like / does */}
          <Route path="_app" element={<DashboardRedirect />} />
          <Route path="login" element={<SignedOutOnly><LoginPage /></SignedOutOnly>} />
          <Route path="register" element={<SignedOutOnly><RegisterPage /></SignedOutOnly>} />
          <Route path="setup" element={<SetupPage />} />
          <Route path="verify/:id" element={<VerifyPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password/:id" element={<ResetPasswordPage />} />
          <Route path="confirm-address" element={<ConfirmAddressPage />} />
          <Route path="claim/:token" element={<ClaimPage />} />
          <Route path="analytics/shared/:token" element={<SharedDashboardPage />} />
          <Route element={<RequireAuth />}>
            <Route path="home" element={<home.Screen />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="assets" element={<AssetsPage />} />
            <Route path="libraries" element={<LibrariesPage />} />
            <Route path="libraries/:id" element={<LibraryDetailPage />} />
            <Route path="websites" element={<WebsitesPage />} />
            <Route path="websites/:id" element={<WebsiteDetailPage />} />
            <Route path="folios/:id/submissions" element={<SubmissionsPage />} />
            <Route path="submissions" element={<MySubmissionsPage />} />
            <Route path="people/:id" element={<PersonPage />} />
            <Route path="folios/:id/comments" element={<CommentsPage />} />
            <Route path="groups" element={<GroupsPage />} />
            <Route path="receiving/:folioId/:kind" element={<ReceivingPage />} />
            <Route path="templates" element={<TemplatesPage />} />
            <Route path="marketplace" element={<MarketplacePage />} />
            <Route path="cart" element={<CartPage />} />
            <Route path="purchases" element={<PurchasesPage />} />
            <Route path="purchases/orders/:id" element={<OrderPage />} />
            <Route path="sales" element={<SalesPage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="admin/outbox" element={<RequireSuperAdmin><OutboxPage /></RequireSuperAdmin>} />
            <Route path="admin/users" element={<RequireAdmin title="Users"><UsersPage /></RequireAdmin>} />
            <Route path="admin/users/:id" element={<RequireAdmin title="User"><UserPage /></RequireAdmin>} />
            <Route path="admin/logins" element={<RequireAdmin title="Login log"><LoginLogPage /></RequireAdmin>} />
            <Route path="admin/audit" element={<RequireSuperAdmin><AuditPage /></RequireSuperAdmin>} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
