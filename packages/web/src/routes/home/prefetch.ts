import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_DASHBOARD_PAGE } from '@folio/model';
import { foliosQuery } from '../../api/folios.ts';
import { meQuery } from '../../api/users.ts';
import { getSession } from '../../session/store.ts';

/** How many folios "Your folios" lists at a time. */
export const FOLIOS_PAGE = 20;

/** The list the dashboard opens with, requested as the app starts (here, outside the dashboard's own chunk). */
export const FIRST_FOLIOS = { first: FOLIOS_PAGE, after: 0, isOwned: true } as const;

/** Whether the address the app was opened at shows the dashboard (`/home`, or `/` leading there). */
export function opensDashboard(pathname: string): boolean {
  const session = getSession();
  if (!session) return false;
  const dashboard = session.dashboardPage || DEFAULT_DASHBOARD_PAGE;
  return pathname === '/home' || ((pathname === '/' || pathname === '/_app') && dashboard === '/home');
}

/**
 * Opening the dashboard (or `/`, which leads there), its data is requested as soon as the app's script runs, in
 * parallel with React's first render instead of after it.
 */
export function prefetchDashboard(client: QueryClient, pathname: string): void {
  const session = getSession();
  if (!session || !opensDashboard(pathname)) return;
  void client.prefetchQuery(meQuery(session.currentUserId));
  void client.prefetchQuery(foliosQuery(FIRST_FOLIOS));
}
