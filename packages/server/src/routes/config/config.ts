import type { App } from '../../app.ts';
import { HeaderLinks } from '../../services/instanceSite/headerLinks.ts';
import { PublicConfig } from './schema.ts';

/** What the web app needs to know about this installation before anyone signs in. */
export async function configRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const { APP_TRACKING, SITES_ORIGIN } = config;
  // Each HEADER_LINK_* the operator set, else the instance site's page (kept per server, dropped on its changes).
  const headerLinks = new HeaderLinks(app.deps.database.db, config, app.changes);
  app.get(
    '/public/api/config',
    { schema: { tags: ['config'], summary: "This installation's settings the web app shows", response: { 200: PublicConfig } } },
    async () => ({ headerLinks: await headerLinks.links(), tracking: APP_TRACKING, sitesOrigin: SITES_ORIGIN }),
  );
}
