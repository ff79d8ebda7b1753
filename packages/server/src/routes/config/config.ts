import type { App } from '../../app.ts';
import { PublicConfig } from './schema.ts';

/** What the web app needs to know about this installation before anyone signs in. */
export async function configRoutes(app: App): Promise<void> {
  const { headerLinks, APP_TRACKING, SITES_ORIGIN } = app.deps.config;
  app.get(
    '/public/api/config',
    { schema: { tags: ['config'], summary: "This installation's settings the web app shows", response: { 200: PublicConfig } } },
    async () => ({ headerLinks, tracking: APP_TRACKING, sitesOrigin: SITES_ORIGIN }),
  );
}
