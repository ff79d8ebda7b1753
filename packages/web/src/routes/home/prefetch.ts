import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_DASHBOARD_PAGE } from '@folio/model';
import { foliosQuery } from '../../api/folios.ts';
import { meQuery } from '../../api/users.ts';
import { getSession } from '../../session/store.ts';
import { FIRST_FOLIOS } from './YourFolios.tsx';

/**
 * Opening the dashboard (or `/`, which leads there), its data is requested as soon as the app's script runs, in
 * parallel with React's first render instead of after it.
 */
export function prefetchDashboard(client: QueryClient, pathname: string): void {
  const session = getSession();
  if (!session) return;
  const dashboard = session.dashboardPage || DEFAULT_DASHBOARD_PAGE;
  const opensDashboard = pathname === '/home' || (pathname === '/' && dashboard === '/home');
  if (!opensDashboard) return;
  void client.prefetchQuery(meQuery(session.currentUserId));
  void client.prefetchQuery(foliosQuery(FIRST_FOLIOS));
}
