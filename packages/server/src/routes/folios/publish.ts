import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { publishFolio, publishStatus, publishedView } from '../../services/folios/folioPublish.ts';
import { PATCH_BODY_LIMIT, requireEditor } from './folios.ts';
import {
  FolioIdParams,
  PublishFolioBody,
  PublishStatusAnswer,
  PublishedAnswer,
  PublishedViewAnswer,
} from './schema.ts';

const tags = ['folios'];
const security = [{ bearer: [] }];

/** Publishing a folio and reading the published snapshot (issue 5, spec §7). */
export async function folioPublishRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.patch(
    '/api/folios/:id/publish',
    {
      bodyLimit: PATCH_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Publish the stored folio (owner, or an editor with the settings right); replaces an earlier snapshot. 409 when a sent root or nodes differ from the stored version; 422 when its pages fail the accessibility rules (`problems` lists what to fix)',
        params: FolioIdParams,
        body: PublishFolioBody,
        response: { 200: PublishedAnswer },
      },
    },
    async (req) => {
      const user = requireEditor(req);
      // What co-editors typed a moment ago is stored first: the published snapshot holds it.
      await app.collab.flush(req.params.id);
      return publishFolio(db, user, req.params.id, req.body ?? {}, app.deps.config.SITES_ORIGIN);
    },
  );

  app.get(
    '/api/folios/:id/itspublished',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the folio is published, which version, and whether it has changed since',
        params: FolioIdParams,
        response: { 200: PublishStatusAnswer },
      },
    },
    async (req) => publishStatus(db, requireUser(req), req.params.id, app.deps.config.SITES_ORIGIN),
  );

  app.get(
    '/public/api/folios/:id/view',
    {
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        summary:
          'The published snapshot only; 404 when unpublished, or when the folio is private and the caller is not its owner (token optional)',
        params: FolioIdParams,
        response: { 200: PublishedViewAnswer },
      },
    },
    async (req) => publishedView(db, req.auth, req.params.id),
  );
}
