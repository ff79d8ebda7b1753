/** A folio's kept versions: list, open, name the current state, restore (issue 29; services/folios/versions.ts). */
import type { App } from '../../app.ts';
import { listVersions, nameVersion, openVersion, restoreVersion } from '../../services/folios/versions.ts';
import { requireEditor } from './folios.ts';
import { FolioIdParams } from './schema.ts';
import { KeptAnswer, NameVersionBody, RestoredAnswer, VersionAnswer, VersionList, VersionParams } from './versionsSchema.ts';

const forbiddenOrMissing = '; 403 when the caller may not edit the folio, 404 when they cannot see it';

export async function folioVersionRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const origins = () => [app.deps.config.APP_ORIGIN, app.deps.config.SITES_ORIGIN];

  app.get(
    '/api/folios/:id/versions',
    {
      schema: {
        tags: ['folios'],
        security: [{ bearer: [] }],
        summary: `The folio’s kept versions, newest first${forbiddenOrMissing}`,
        params: FolioIdParams,
        response: { 200: VersionList },
      },
    },
    async (req) => {
      const user = requireEditor(req);
      await app.collab.flush(req.params.id);
      return { versions: await listVersions(db, user, req.params.id) };
    },
  );

  app.get(
    '/api/folios/:id/versions/:versionId',
    {
      schema: {
        tags: ['folios'],
        security: [{ bearer: [] }],
        summary: `One kept version with the folio as it was${forbiddenOrMissing} or there is no such version`,
        params: VersionParams,
        response: { 200: VersionAnswer },
      },
    },
    async (req) => openVersion(db, requireEditor(req), req.params.id, req.params.versionId),
  );

  app.post(
    '/api/folios/:id/versions',
    {
      schema: {
        tags: ['folios'],
        security: [{ bearer: [] }],
        summary: `Keeps the folio as it is now under a name${forbiddenOrMissing}`,
        params: FolioIdParams,
        body: NameVersionBody,
        response: { 201: KeptAnswer },
      },
    },
    async (req, reply) => {
      const user = requireEditor(req);
      // What editors typed a moment ago is stored first, so the version holds it.
      await app.collab.flush(req.params.id);
      const id = await nameVersion(db, user, req.params.id, req.body.name);
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/api/folios/:id/versions/:versionId/restore',
    {
      schema: {
        tags: ['folios'],
        security: [{ bearer: [] }],
        summary: `Brings a kept version back as a new change that open editors follow (the state before is kept too)${forbiddenOrMissing} or there is no such version`,
        params: VersionParams,
        response: { 200: RestoredAnswer },
      },
    },
    async (req) => {
      const user = requireEditor(req);
      await app.collab.flush(req.params.id);
      const restored = await restoreVersion(db, user, req.params.id, req.params.versionId, origins(), app.deps);
      await app.collab.changedElsewhere(req.params.id);
      return restored;
    },
  );
}
