import { z } from 'zod';
import { ASSET_KINDS, ASSET_LIMITS as L, type AssetKind } from '../../services/assets/assets.ts';
import { KeysetQuery, keysetPageOf } from '../pagination.ts';

export const AssetIdParams = z.object({ id: z.string().describe('The asset id (UUID)') });
export const UrlParams = z.object({ url: z.string().describe('A custom asset URL, e.g. "sunset-photo"') });

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
const repeated = (what: string) =>
  z
    .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe(what);
const kindEnum = z.enum(ASSET_KINDS as [AssetKind, ...AssetKind[]]);
const uuid = z.uuid();

const tags = z.array(z.string().trim().min(1).max(L.tagLengthMax)).max(L.tagsMax);
const licenseTypes = z.array(z.string().trim().min(1).max(L.licenseTypeLengthMax)).max(L.licenseTypesMax);
const price = z.coerce
  .string()
  .regex(L.pricePattern, 'must be an amount like "12" or "12.50"')
  .refine((v) => Math.round(Number(v) * 100) <= L.priceMaxMinor, 'must be at most 100000')
  .describe('The price in CAD as decimal text, e.g. "12.50"; "0" is free');

const sourceFlags = {
  isOwned: queryBool.optional().describe('Include the own assets (the default when no source flag is given)'),
  isShared: queryBool.optional().describe('Include assets shared with the user (to them, a group they are in, or the followers of an account they follow)'),
  isPurchased: queryBool.optional().describe('Include purchased assets (none until purchases exist)'),
};

export const ListAssetsQuery = KeysetQuery.extend({
  user: uuid.optional().describe('List this user’s assets instead (only those the caller may read: public ones)'),
  tag: repeated('Only assets carrying this tag; repeat for several (all must match)'),
  isPublic: queryBool.optional().describe('Only public (true) or only private (false) assets'),
  ...sourceFlags,
  notInLibraries: queryBool.optional().describe('true: only assets in none of the user’s libraries'),
  includeFullUrl: queryBool.optional().describe('true: blobUrl and thumbnailUrl carry the app origin'),
  type: kindEnum.optional().describe('Only assets of this kind: image, video, audio or file'),
  blob: z
    .union([uuid, z.array(uuid).max(100)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe('Only assets of this uploaded file (blob id, as in /blob/{id}); repeat for several (any may match)'),
});

export const RecentQuery = KeysetQuery;

export const PublicMarketplaceQuery = KeysetQuery.extend({
  tag: repeated('Only assets carrying this tag; repeat for several (all must match)'),
  title: z.string().max(200).optional().describe('Part of the title, case-insensitive'),
  authorName: z.string().max(200).optional().describe('Part of the author’s display name, case-insensitive'),
  price: price.optional().describe('The highest price in CAD, e.g. "0" for free assets only'),
  license: repeated('Assets offering this licence type; repeat for several (any may match)'),
  isPublic: queryBool.optional().describe('Only public (true) or only private (false) assets'),
  isPurchasable: queryBool.optional().describe('true: only public assets with a price; false: only the others'),
});

export const MarketplaceQuery = PublicMarketplaceQuery.extend({
  ...sourceFlags,
  type: kindEnum.optional().describe('Only assets of this kind: image, video, audio or file'),
});

export const FetchAssetQuery = z.object({
  forEditing: queryBool.optional().describe('true to load the asset for editing (403 unless it is the user’s own)'),
  forFolio: queryBool.optional().describe('true when a folio embeds the asset (readable assets only, as without it)'),
  full: queryBool.optional().describe('true: blobUrl and thumbnailUrl carry the app origin'),
});

export const PublicFetchAssetQuery = z.object({
  forUnauth: queryBool.optional().describe('Sent by visitors without a token; only public assets are answered'),
});

export const CheckUrlQuery = z.object({
  assetId: z.string().optional().describe('The asset being edited: its own URL counts as free'),
});
export const Available = z.boolean().describe('true when the URL is valid and free');

const customUrl = z
  .string()
  .regex(L.urlPattern, 'must be 3–60 lowercase letters, digits or hyphens')
  .nullable()
  .describe('Custom URL, unique among live assets; null removes it');

const editable = {
  title: z.string().trim().min(1).max(L.titleMax).optional().describe(`1–${L.titleMax} characters (default "Untitled asset")`),
  tags: tags.optional().describe(`Up to ${L.tagsMax} tags of 1–${L.tagLengthMax} characters (default: the user’s asset default tags)`),
  isPublic: z.boolean().optional().describe('Whether anyone may see it (default false)'),
  url: customUrl.optional(),
  price: price.optional(),
  licenseTypes: licenseTypes.optional().describe('The licence types offered'),
};

export const CreateAssetBody = z.strictObject({
  uuid: z.string().describe('The uuid of the caller’s finished upload (from GET /api/assets/upload-token)'),
  ...editable,
});

export const PatchAssetBody = z.strictObject(editable);

export const AssetSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string().describe('The author’s display name'),
  title: z.string(),
  url: z.string().nullable().describe('The custom URL'),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  isShared: z.boolean().describe('Someone else’s asset that a live share reaches the user with'),
  isPurchased: z.boolean().describe('The user holds a paid, unrefunded licence to it'),
  isOwned: z.boolean().describe('The user is the author'),
  isPurchasable: z.boolean().describe('Public, and its price (below) is above 0'),
  price: z
    .string()
    .describe(
      'Decimal text, e.g. "0" or "12.50": the lowest price among its published licence options that are not deleted and have not ended; the price set on the asset itself when it has none',
    ),
  currency: z.string().describe('Always CAD'),
  licenseTypes: z.array(z.string()),
  licenseOptionRefs: z
    .array(z.string())
    .describe('The ids of its published licence options that are not deleted and have not ended, in their order (what GET /public/api/licenseOptions/{id} answers)'),
  data: z.object({
    id: z.string().describe('The blob id (the upload uuid)'),
    url: z.string().describe('/blob/{id}: the file’s address, what a folio document stores (never signed)'),
    meta: z.object({
      type: kindEnum,
      mime: z.object({ type: z.string(), subtype: z.string() }),
      size: z.number().describe('Bytes'),
      width: z.number().int().optional().describe('Images only'),
      height: z.number().int().optional().describe('Images only'),
    }),
  }),
  blobUrl: z
    .string()
    .describe('Where the file is served (with the app origin when asked); a signed URL (?exp=…&sig=…, valid 1–2 h) unless the file is public'),
  blobUrlShort: z.string().describe('/blob/{id}, signed (?exp=…&sig=…) unless the file is public'),
  thumbnailUrl: z.string().nullable().describe('The thumbnail, once made (images only); signed unless the asset is public'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const AssetPage = keysetPageOf(AssetSchema);

