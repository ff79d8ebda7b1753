import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { issueUploadToken } from '../../services/uploads/uploads.ts';
import { UploadTokenAnswer, UploadTokenQuery } from './schema.ts';

export async function uploadTokenRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const { db } = app.deps.database;
  app.get(
    '/api/assets/upload-token',
    {
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        summary:
          'A short-lived token for one tus upload to `url` (header `Authorization: Bearer <token>`); 413 when the file would exceed the storage limit. With replaceAssetId the finished upload replaces that asset’s file (404/403 when it is not the user’s to edit)',
        querystring: UploadTokenQuery,
        response: { 200: UploadTokenAnswer },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { fileSize, contentType, replaceAssetId } = req.query;
      return issueUploadToken(db, config, user, { fileSize, contentType, replaceAssetId });
    },
  );
}
