import { FOLIO_TEXTS, assertFetchMode } from '@folio/model';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { requireUser, type AuthUser } from '../../auth/authenticate.ts';
import { badRequest } from '../../errors.ts';
import { patchFolio } from '../../services/folios/folioPatch.ts';
import {
  folioWidgets,
  foliosForDropDown,
  isFolioUrlFree,
  listFolios,
  publicFolioIdByUrl,
} from '../../services/folios/folioQueries.ts';
import {
  VersionConflict,
  copyFolio,
  createFolioFor,
  deleteFolio,
  fixClientIds,
  getFolio,
} from '../../services/folios/folios.ts';
import { transferCopy } from '../../services/selling/transfer.ts';
import {
  Available,
  TransferAnswer,
  TransferBody,
  CheckUrlQuery,
  ConflictAnswer,
  CreateFolioBody,
  DropDownItems,
  FetchFolioQuery,
  FixClientIdsAnswer,
  FixClientIdsBody,
  FolioFullSchema,
  FolioIdParams,
  FolioPage,
  IdAnswer,
  ListFoliosQuery,
  PatchFolioBody,
  SavedAnswer,
  UrlParams,
  WidgetList,
} from './schema.ts';

const tags = ['folios'];
const security = [{ bearer: [] }];

/** A 1,000-block folio sent whole (overwrite after a conflict) is several MiB of JSON. */
export const PATCH_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Editing without a token fails with the spec's 'Unauthorized access' (§6, §8): every write to a folio or chart and
 * every read asking forEditing=true. An expired token answers 'Session expired; please login again' as everywhere.
 */
export function requireEditor(req: FastifyRequest): AuthUser {
  return requireUser(req, FOLIO_TEXTS.unauthorizedAccess);
}

export async function folioRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.post(
    '/api/folios',
    {
      schema: {
        tags,
        security,
        summary: 'Create a folio: version 1, one empty page, the user’s default folio tags',
        body: CreateFolioBody,
        response: { 201: FolioFullSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      return reply.code(201).send(await createFolioFor(db, user, req.body?.name ?? undefined));
    },
  );

  app.get(
    '/api/folios',
    {
      schema: {
        tags,
        security,
        summary:
          'The user’s folios, most recently changed first: the union of the sources asked for (isOwned, isShared, isPurchased, isSharedVisualization, anonymousLink), narrowed by tag (or tags), notInLibraries, shareId, editContent, forEditing and isShownWithinWebsite',
        querystring: ListFoliosQuery,
        response: { 200: FolioPage },
      },
    },
    async (req) => listFolios(db, requireUser(req), { ...req.query, tag: [...req.query.tag, ...req.query.tags] }),
  );

  app.get(
    '/api/folios/myFoliosForDropDown',
    {
      schema: { tags, security, summary: 'The own folios as {id, name}, by name', response: { 200: DropDownItems } },
    },
    async (req) => foliosForDropDown(db, requireUser(req)),
  );

  app.get(
    '/api/folios/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'One folio, migrated and backfilled; exactly one of readOnly / forEditing; 404 for someone else’s private folio',
        params: FolioIdParams,
        querystring: FetchFolioQuery,
        response: { 200: FolioFullSchema },
      },
    },
    async (req) => {
      // Asking to edit without a token is 'Unauthorized access', as on every write (spec §6, §8).
      const user = req.query.forEditing === true ? requireEditor(req) : requireUser(req);
      let mode: 'readOnly' | 'forEditing';
      try {
        mode = assertFetchMode(req.query);
      } catch {
        throw badRequest(FOLIO_TEXTS.fetchMode);
      }
      return getFolio(db, user, req.params.id, mode);
    },
  );

  app.patch(
    '/api/folios/:id',
    {
      bodyLimit: PATCH_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Save edits made on baseVersion: 409 with currentVersion when it is stale, 400 when the result is not a valid folio',
        params: FolioIdParams,
        body: PatchFolioBody,
        response: { 200: SavedAnswer, 409: ConflictAnswer },
      },
    },
    async (req, reply) => {
      const user = requireEditor(req);
      try {
        const saved = await patchFolio(db, user, req.params.id, req.body, [app.deps.config.APP_ORIGIN, app.deps.config.SITES_ORIGIN], app.deps);
        // Editors who have the folio open see the change (the shared document takes it).
        await app.collab.changedElsewhere(req.params.id);
        return saved;
      } catch (err) {
        if (!(err instanceof VersionConflict)) throw err;
        return reply.code(409).send({ error: 'Conflict', message: err.message, currentVersion: err.currentVersion });
      }
    },
  );

  app.delete(
    '/api/folios/:id',
    { schema: { tags, security, summary: 'Delete a folio (soft: it is hidden and its URL freed)', params: FolioIdParams } },
    async (req, reply) => {
      await deleteFolio(db, requireEditor(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/folios/:id/copy',
    {
      schema: {
        tags,
        security,
        summary: 'Copy an own folio into a new private folio (version 1, no URL)',
        params: FolioIdParams,
        response: { 201: FolioFullSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await copyFolio(db, requireUser(req), req.params.id, app.deps)),
  );

  app.post(
    '/api/folios/:id/copy/transfer',
    {
      schema: {
        tags,
        security,
        summary: 'Hand a copy of your folio to another account (a licensed copy needs the copy-transfer right)',
        params: FolioIdParams,
        body: TransferBody,
        response: { 201: TransferAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await transferCopy(db, requireUser(req), req.params.id, req.body.userId)),
  );

  app.get(
    '/api/folios/:id/widgets',
    {
      schema: {
        tags,
        security,
        summary: 'The folio’s widgets in page order',
        params: FolioIdParams,
        response: { 200: WidgetList },
      },
    },
    async (req) => folioWidgets(db, requireUser(req), req.params.id),
  );

  app.post(
    '/api/folios/fixClientIds',
    {
      schema: {
        tags,
        security,
        summary: 'Replace node ids that are not UUIDs with fresh UUIDs, relinking every reference',
        body: FixClientIdsBody,
        response: { 200: FixClientIdsAnswer },
      },
    },
    async (req) => fixClientIds(db, requireEditor(req), req.body.folioId),
  );

  app.get(
    '/public/api/folios/check/url/:url',
    {
      schema: {
        tags,
        summary: 'Whether a folio URL is valid and free (the folio given by folioId may keep its own)',
        params: UrlParams,
        querystring: CheckUrlQuery,
        response: { 200: Available },
      },
    },
    async (req) => isFolioUrlFree(db, req.params.url, req.query.folioId),
  );

  app.get(
    '/public/api/folios/url/:url',
    {
      schema: {
        tags,
        summary: 'The id of the public folio with this URL; 404 otherwise',
        params: UrlParams,
        response: { 200: IdAnswer },
      },
    },
    async (req) => ({ id: await publicFolioIdByUrl(db, req.params.url) }),
  );
}
