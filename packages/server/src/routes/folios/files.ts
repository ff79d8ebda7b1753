import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { folioFiles } from '../../services/folios/folioFiles.ts';
import { AssetSchema } from '../assets/schema.ts';
import { FolioIdParams } from './schema.ts';

/** The files a folio's page shows, for its readers' editor and viewer (issue 26). */
export async function folioFileRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  app.get(
    '/api/folios/:id/files',
    {
      schema: {
        tags: ['folios'],
        security: [{ bearer: [] }],
        summary:
          'The uploaded files the folio’s page shows (the working copy, or the published page for those who read only that), as assets with addresses the caller may load; 404 for those who may not read the folio',
        params: FolioIdParams,
        response: { 200: z.object({ items: z.array(AssetSchema) }) },
      },
    },
    async (req) => ({ items: await folioFiles(db, requireUser(req), req.params.id) }),
  );
}
