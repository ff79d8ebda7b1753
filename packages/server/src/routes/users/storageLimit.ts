import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { checkStorageLimit } from '../../services/uploads/storageLimits.ts';
import { StorageLimitAnswer, StorageLimitQuery } from '../uploads/schema.ts';

export async function storageLimitRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const { db } = app.deps.database;
  app.get(
    '/api/users/check/storageLimit',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'Whether a file of `fileSize` bytes fits the signed-in account’s storage limit',
        querystring: StorageLimitQuery,
        response: { 200: StorageLimitAnswer },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return checkStorageLimit(db, config, user.userId, req.query.fileSize, { replaceAssetId: req.query.replaceAssetId });
    },
  );
}
