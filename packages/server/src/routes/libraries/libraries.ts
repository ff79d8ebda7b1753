import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import {
  addItem,
  createLibrary,
  deleteLibrary,
  getLibrary,
  libraryItemsPage,
  listLibraries,
  removeItem,
  setPositions,
  updateLibrary,
} from '../../services/libraries/libraries.ts';
import { disconnectAll, libraryConnections } from '../../services/libraries/connections.ts';
import { itemTags } from '../../services/libraries/items.ts';
import {
  AddItemBody,
  AddedItem,
  Connections,
  CreateLibraryBody,
  Disconnected,
  GetLibraryQuery,
  ItemPage,
  ItemParams,
  ItemTagsQuery,
  ItemsQuery,
  LibraryFullSchema,
  LibraryIdParams,
  LibraryPage,
  ListLibrariesQuery,
  PatchLibraryBody,
  Positions,
  PositionsBody,
  PublicItemsQuery,
  TagList,
} from './schema.ts';

const tags = ['libraries'];
const security = [{ bearer: [] }];

export async function libraryRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/api/libraries',
    {
      schema: {
        tags,
        security,
        summary: 'The user’s libraries by position (filters: itemType, libraryType, itemId, tags, websiteId, includeSiteMenus)',
        querystring: ListLibrariesQuery,
        response: { 200: LibraryPage },
      },
    },
    async (req) => listLibraries(db, requireUser(req), req.query),
  );

  app.get(
    '/api/libraries/items/tags',
    {
      schema: {
        tags,
        security,
        summary: 'The distinct tags of the items in the user’s libraries (or in one of them)',
        querystring: ItemTagsQuery,
        response: { 200: TagList },
      },
    },
    async (req) => itemTags(db, requireUser(req), req.query.libraryId),
  );

  app.get(
    '/api/libraries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One library with its items; 404 for someone else’s private library, 403 forEditing one the user may not change',
        params: LibraryIdParams,
        querystring: GetLibraryQuery,
        response: { 200: LibraryFullSchema },
      },
    },
    async (req) => getLibrary(db, requireUser(req), req.params.id, req.query),
  );

  app.get(
    '/public/api/libraries/:id',
    {
      schema: {
        tags,
        summary: 'A public library without a token (the guest library is 9), items with what they are; public items only for guests',
        params: LibraryIdParams,
        response: { 200: LibraryFullSchema },
      },
    },
    async (req) => getLibrary(db, req.auth, req.params.id, { full: true }),
  );

  app.get(
    '/api/libraries/:id/items',
    {
      schema: {
        tags,
        security,
        summary: 'One page of the library’s items the user may see, in order',
        params: LibraryIdParams,
        querystring: ItemsQuery,
        response: { 200: ItemPage },
      },
    },
    async (req) => libraryItemsPage(db, requireUser(req), req.params.id, req.query),
  );

  app.get(
    '/public/api/libraries/:id/items',
    {
      schema: {
        tags,
        summary: 'One page of a public library’s items (public items only for guests)',
        params: LibraryIdParams,
        querystring: PublicItemsQuery,
        response: { 200: ItemPage },
      },
    },
    async (req) => libraryItemsPage(db, req.auth, req.params.id, req.query, req.query.share ?? null),
  );

  app.get(
    '/api/libraries/:id/connections',
    {
      schema: {
        tags,
        security,
        summary: 'The folios that show this library as their menu (those the user may see)',
        params: LibraryIdParams,
        response: { 200: Connections },
      },
    },
    async (req) => libraryConnections(db, requireUser(req), req.params.id),
  );

  app.post(
    '/api/libraries/:id/connections/disconnectAll',
    {
      schema: {
        tags,
        security,
        summary: 'Disconnect every connected folio the user may edit (each gets a new version)',
        params: LibraryIdParams,
        response: { 200: Disconnected },
      },
    },
    async (req) => disconnectAll(db, requireUser(req), req.params.id),
  );

  app.post(
    '/api/libraries',
    {
      schema: {
        tags,
        security,
        summary: 'Create a library after the user’s others; items must be folios and assets the user may see',
        body: CreateLibraryBody,
        response: { 201: LibraryFullSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createLibrary(db, requireUser(req), req.body)),
  );

  app.post(
    '/api/libraries/item',
    {
      schema: {
        tags,
        security,
        summary: 'Append a folio or asset the user may see to a library they may change; 409 when it is already in',
        body: AddItemBody,
        response: { 201: AddedItem },
      },
    },
    async (req, reply) => reply.code(201).send(await addItem(db, requireUser(req), req.body)),
  );

  app.patch(
    '/api/libraries/positions',
    {
      schema: {
        tags,
        security,
        summary: 'Set the positions of the user’s libraries (all or none); answers every own library’s position',
        body: PositionsBody,
        response: { 200: Positions },
      },
    },
    async (req) => ({ libraries: await setPositions(db, requireUser(req), req.body.libraries) }),
  );

  app.patch(
    '/api/libraries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a library; items, when given, becomes its item list in idx order',
        params: LibraryIdParams,
        body: PatchLibraryBody,
        response: { 200: LibraryFullSchema },
      },
    },
    async (req) => updateLibrary(db, requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/libraries/:id',
    {
      schema: { tags, security, summary: 'Delete a library (its folios and assets stay); never the guest library', params: LibraryIdParams },
    },
    async (req, reply) => {
      await deleteLibrary(db, requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/libraries/item/:libraryId/:itemId',
    {
      schema: { tags, security, summary: 'Remove an item from a library; the items after it move up', params: ItemParams },
    },
    async (req, reply) => {
      await removeItem(db, requireUser(req), req.params.libraryId, req.params.itemId);
      return reply.code(204).send();
    },
  );
}
