import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { EXPORT_TYPES, prepareExport } from '../../services/submissions/export.ts';
import { ExportQuery, FolioIdParams } from './schema.ts';

/** Exports of a folio's submissions for its owner and receivers, streamed (any number of rows, flat memory). */
export async function submissionExportRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  app.get(
    '/api/folios/:id/submissions/export',
    {
      schema: {
        tags: ['submissions'],
        security: [{ bearer: [] }],
        summary: 'All (or the filtered) submissions as CSV or XLSX, one column per field, files with a link, formulas neutralised',
        params: FolioIdParams,
        querystring: ExportQuery,
      },
    },
    async (req, reply) => {
      const { format, ...filter } = req.query;
      const prepared = await prepareExport(db, requireUser(req), req.params.id, filter, format, app.deps.config.APP_ORIGIN);
      return reply
        .header('content-type', EXPORT_TYPES[format])
        .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
        .header('cache-control', 'no-store')
        .send(prepared.stream);
    },
  );
}
