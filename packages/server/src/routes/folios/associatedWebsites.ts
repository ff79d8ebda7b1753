import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { associatedWebsites } from '../../services/websites.ts';
import { WebsiteSummaryList } from '../websites/schema.ts';
import { FolioIdParams } from './schema.ts';

/** GET /api/folios/{id}/associatedWebsites: where a folio is used as a website page, header or footer. */
export async function folioWebsitesRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/api/folios/:id/associatedWebsites',
    {
      schema: {
        tags: ['folios', 'websites'],
        security: [{ bearer: [] }],
        summary: 'The user’s websites that show this folio as a page, the header or the footer; 404 when the user cannot read the folio',
        params: FolioIdParams,
        response: { 200: WebsiteSummaryList },
      },
    },
    async (req) => associatedWebsites(db, requireUser(req), req.params.id),
  );
}
