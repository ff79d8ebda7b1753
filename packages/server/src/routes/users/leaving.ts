import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { deleteAccount } from '../../services/users/deletion.ts';
import { exportAccount } from '../../services/users/export.ts';
import { uploadStagingDir } from '../../storage/index.ts';

/** Taking one's data and leaving (issue 15, decision 37). */
export async function leavingRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['users'];
  const security = [{ bearer: [] }];
  app.get('/api/users/me/export', { schema: { tags, security, summary: 'Your data as a zip: JSON of everything you made, bought and sold, and your files' } }, async (req, reply) => {
    const user = requireUser(req);
    const zip = await exportAccount(db, app.deps.blobs, user.userId);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="folio-data-${new Date().toISOString().slice(0, 10)}.zip"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });
  app.post(
    '/api/users/me/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your account after entering your password again; what others paid for stays for them',
        body: z.strictObject({ password: z.string().min(1).max(1000) }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await deleteAccount({ db, mail: app.deps.mail, blobs: app.deps.blobs, stagingDir: uploadStagingDir(app.deps.config) }, requireUser(req), req.body.password);
      return reply.code(204).send(null);
    },
  );
}
