import { z } from 'zod';
import { ITEM_TYPES } from '../../services/libraries/items.ts';
import { LIBRARY_LIMITS as L, LIBRARY_TYPES } from '../../services/libraries/libraries.ts';
import { PaginationQuery, pageOf } from '../pagination.ts';

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
const libraryId = z.coerce.number().int().min(1).max(2147483647);
const itemType = z.enum(ITEM_TYPES).describe('folio or asset');
const libraryType = z
  .enum(LIBRARY_TYPES)
  .describe('standard (folios and assets), folio, asset, or search (items are the owner’s folios and assets carrying all the library’s tags)');
const itemId = z.uuid().describe('The folio or asset id (UUID)');
const tags = z.array(z.string().trim().min(1).max(L.tagLengthMax)).max(L.tagsMax);
const repeated = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const LibraryIdParams = z.object({ id: libraryId.describe('The library id') });
export const ItemParams = z.object({ libraryId: libraryId.describe('The library id'), itemId: z.string().describe('The item id') });

export const ListLibrariesQuery = PaginationQuery.extend({
  itemType: itemType.optional().describe('Only libraries that can hold this kind of item (standard or that type)'),
  libraryType: libraryType.optional().describe('Only libraries of this type'),
  itemId: z.string().max(100).optional().describe('Only libraries holding this item'),
  tags: repeated.describe('Only libraries carrying this tag; repeat for several (all must match)'),
  websiteId: z.string().max(100).optional().describe('Only the libraries serving as this website’s menus'),
  includeSiteMenus: queryBool.optional().describe('true to include libraries serving as website menus'),
  isShared: queryBool.optional().describe('true: the libraries others shared with the user instead of the own ones'),
});

export const GetLibraryQuery = z.object({
  forEditing: queryBool.optional().describe('true: the library for its editor (403 unless the user may change it), every stored item'),
  forFolio: queryBool.optional().describe('true: for showing inside a folio: items with what they are, only those the viewer may see'),
  full: queryBool.optional().describe('true: items with what they are (title, tags, kind, thumbnail)'),
  includeSiteMenus: queryBool.optional().describe('Accepted for compatibility; a website-menu library is answered either way'),
});

export const ItemsQuery = PaginationQuery;
export const PublicItemsQuery = PaginationQuery.extend({
  share: z.string().max(100).optional().describe('The token of a link share (the `share` of a shared link): opens a private library to whoever holds it, as the link allows'),
  fromSidePanel: queryBool.optional().describe('Set when a folio’s side panel asks (no effect on the answer)'),
  includeProducts: queryBool.optional().describe('Accepted for compatibility: every item already carries its price, isPurchasable and licenseOptionRefs'),
});

export const ItemTagsQuery = z.object({ libraryId: libraryId.optional().describe('Only the items of this library') });

const ItemInput = z.strictObject({
  itemType,
  itemId,
  idx: z.number().int().min(0).max(1_000_000).describe('The item’s position; items are stored in idx order'),
});

const fields = {
  name: z.string().trim().min(1).max(L.nameMax).describe(`The library name, 1–${L.nameMax} characters`),
  description: z.string().max(L.descriptionMax).describe('A description'),
  libraryType,
  isPublic: z.boolean().describe('Whether anyone may read the library'),
  tags: tags.describe(`Up to ${L.tagsMax} tags; a search library finds the owner’s items carrying all of them`),
  websiteId: z.string().max(100).nullable().describe('The website whose menu this library is'),
  items: z.array(ItemInput).max(L.itemsMax).describe('The items in order (itemType, itemId, idx)'),
  licenseOptions: z.array(z.unknown()).max(1000).describe('Accepted and ignored: a library’s licence options are made and changed through /api/licenseOptions (decision 54), which checks each one'),
};

export const CreateLibraryBody = z.strictObject({
  name: fields.name,
  description: fields.description.optional(),
  libraryType: fields.libraryType.optional(),
  isPublic: fields.isPublic.optional(),
  tags: fields.tags.optional(),
  websiteId: fields.websiteId.optional(),
  items: fields.items.optional(),
  licenseOptions: fields.licenseOptions.optional(),
});

const ignored = (what: string) => z.unknown().optional().describe(`Ignored (${what})`);

/** The library as the client holds it, minus what the server keeps; server-kept fields sent back are ignored. */
export const PatchLibraryBody = z.strictObject({
  name: fields.name.optional(),
  description: fields.description.optional(),
  libraryType: fields.libraryType.optional(),
  isPublic: fields.isPublic.optional(),
  tags: fields.tags.optional(),
  websiteId: fields.websiteId.optional(),
  items: fields.items.optional().describe('When given, becomes the item list: reorder by idx, add or remove items'),
  licenseOptions: fields.licenseOptions.optional(),
  id: ignored('the id is in the path'),
  ownerId: ignored('set by the server'),
  position: ignored('use PATCH /api/libraries/positions'),
  isGuest: ignored('set by the server'),
  itemCount: ignored('set by the server'),
  canEdit: ignored('set by the server'),
  canEditContent: ignored('set by the server'),
  canEditSettings: ignored('set by the server'),
  createdAt: ignored('set by the server'),
  updatedAt: ignored('set by the server'),
});

export const AddItemBody = z.strictObject({
  libraryId: z.number().int().min(1).max(2147483647).describe('The library id'),
  itemId,
  itemType,
});

export const PositionsBody = z.strictObject({
  libraries: z
    .array(
      z.strictObject({
        id: z.number().int().min(1).max(2147483647).describe('A library id'),
        position: z.number().int().min(0).max(1_000_000).describe('Its new position (lists sort by it)'),
      }),
    )
    .min(1)
    .max(1000)
    .describe('The libraries to move'),
});

const ItemRef = z.object({ itemId: z.string(), itemType, idx: z.number().int() });
const ItemView = ItemRef.extend({
  title: z.string(),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  authorId: z.string(),
  kind: z.string().describe('folio, or the asset kind (image, video, audio, file)'),
  thumbnailUrl: z.string().nullable(),
  updatedAt: z.string(),
});

export const LibrarySummarySchema = z.object({
  id: z.number().int(),
  ownerId: z.string().nullable().describe('null for a system library (the guest library)'),
  name: z.string(),
  description: z.string(),
  libraryType,
  isPublic: z.boolean(),
  isGuest: z.boolean().describe('Whether this is the guest library (id 9)'),
  isShared: z.boolean().describe('Someone else’s library that a live share reaches the user with'),
  position: z.number().int(),
  tags: z.array(z.string()),
  websiteId: z.string().nullable(),
  isLicensed: z
    .boolean()
    .describe('It has a published licence option that is not deleted and has not ended, or the caller holds a paid licence to it'),
  marketplaceFolio: z.boolean().describe('The marketplace lists it: public, with a published licence option that has not ended'),
  licenseOptionRefs: z.array(z.string()).describe('The ids of its published licence options that are not deleted and have not ended, in order'),
  itemCount: z.number().int(),
  canEdit: z.boolean().describe('Whether the caller may change the library'),
  canEditContent: z.boolean().describe('Whether the caller may change which items it holds'),
  canEditSettings: z.boolean().describe('Whether the caller may make it public or private or link it to a website'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const LibraryFullSchema = LibrarySummarySchema.extend({
  items: z.array(z.union([ItemView, ItemRef])).describe('The items in order; with full or forFolio each says what it is'),
});
export const LibraryPage = pageOf(LibrarySummarySchema);
export const ItemPage = pageOf(ItemView);
export const AddedItem = ItemRef.extend({ libraryId: z.number().int() });
export const Positions = z.object({ libraries: z.array(z.object({ id: z.number().int(), position: z.number().int() })) });
export const TagList = z.array(z.string());
export const Connections = pageOf(
  z.object({
    folioId: z.string(),
    name: z.string(),
    authorId: z.string(),
    libraryMenuType: z.string().nullable(),
    canDisconnect: z.boolean(),
  }),
);
export const Disconnected = z.object({ disconnected: z.number().int().describe('How many folios were disconnected') });
