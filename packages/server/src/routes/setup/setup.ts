import type { App } from '../../app.ts';
import { createFirstAdmin, needsSetup } from '../../services/setup.ts';
import { ensureInstanceSite } from '../../services/instanceSite/instanceSite.ts';
import { SetupBody, SetupCreated, SetupStatus } from './schema.ts';

const tags = ['setup'];

export async function setupRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/public/api/setup',
    { schema: { tags, summary: 'Whether the first-run setup is still open', response: { 200: SetupStatus } } },
    async () => ({ needsSetup: await needsSetup(db) }),
  );

  app.post(
    '/public/api/setup',
    {
      schema: {
        tags,
        summary: 'Create the first user, a verified super admin; 409 once any user exists',
        body: SetupBody,
        response: { 201: SetupCreated },
      },
    },
    async (req, reply) => {
      const created = await createFirstAdmin(db, req.body);
      // The instance's own public site (issue 32). The admin exists whatever happens here: a failure is logged and
      // the next start makes the site.
      await ensureInstanceSite(db, app.deps.config, (msg) => req.log.info(msg)).catch((err: unknown) =>
        req.log.error({ err }, 'the instance site could not be made; the next start tries again'),
      );
      return reply.code(201).send(created);
    },
  );
}
