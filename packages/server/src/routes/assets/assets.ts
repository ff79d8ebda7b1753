import type { App } from '../../app.ts';
import { PurchasePage } from '../payments/schema.ts';
import { requireUser } from '../../auth/authenticate.ts';
import {
  assetByUrl,
  isAssetUrlFree,
  listAssets,
  marketplaceAssets,
  recentAssets,
} from '../../services/assets/assetQueries.ts';
import {
  assetPurchases,
  createAsset,
  deleteAsset,
  getAsset,
  getPublicAsset,
  updateAsset,
} from '../../services/assets/assets.ts';
import {
  AssetIdParams,
  AssetPage,
  AssetSchema,
  Available,
  CheckUrlQuery,
  CreateAssetBody,
  FetchAssetQuery,
  ListAssetsQuery,
  MarketplaceQuery,
  PatchAssetBody,
  PublicFetchAssetQuery,
  PublicMarketplaceQuery,
  RecentQuery,
  UrlParams,
} from './schema.ts';

const tags = ['assets'];
const security = [{ bearer: [] }];

export async function assetRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const origin = app.deps.config.APP_ORIGIN;

  app.get(
    '/api/assets',
    {
      schema: {
        tags,
        security,
        summary:
          'The user’s assets (or another user’s readable ones), newest first; filters: tag, isPublic, isOwned, isShared, isPurchased, notInLibraries, type',
        querystring: ListAssetsQuery,
        response: { 200: AssetPage },
      },
    },
    async (req) => listAssets(db, requireUser(req), req.query, origin),
  );

  app.get(
    '/public/api/assets/recent',
    {
      schema: { tags, summary: 'Public assets, newest first', querystring: RecentQuery, response: { 200: AssetPage } },
    },
    async (req) => recentAssets(db, req.auth, req.query),
  );

  app.get(
    '/public/api/marketplace/assets',
    {
      schema: {
        tags,
        summary: 'The marketplace for visitors: public assets, newest first, with the marketplace filters',
        querystring: PublicMarketplaceQuery,
        response: { 200: AssetPage },
      },
    },
    // A token, if sent, only marks the own assets as isOwned; the listing stays the public one.
    async (req) => marketplaceAssets(db, req.auth, req.query, { publicOnly: true }),
  );

  app.get(
    '/api/marketplace/assets',
    {
      schema: {
        tags,
        security,
        summary:
          'The marketplace for a signed-in user: public and own assets, newest first; also isOwned, isShared, isPurchased',
        querystring: MarketplaceQuery,
        response: { 200: AssetPage },
      },
    },
    async (req) => marketplaceAssets(db, requireUser(req), req.query, { publicOnly: false }),
  );

  app.get(
    '/api/assets/url/:url',
    {
      schema: {
        tags,
        security,
        summary: 'The asset with this custom URL, if the user may read it; 404 otherwise',
        params: UrlParams,
        response: { 200: AssetSchema },
      },
    },
    async (req) => assetByUrl(db, requireUser(req), req.params.url),
  );

  app.get(
    '/api/assets/check/url/:url',
    {
      schema: {
        tags,
        security,
        summary: 'Whether a custom asset URL is valid and free (the asset given by assetId may keep its own)',
        params: UrlParams,
        querystring: CheckUrlQuery,
        response: { 200: Available },
      },
    },
    async (req) => {
      requireUser(req);
      return isAssetUrlFree(db, req.params.url, req.query.assetId);
    },
  );

  app.get(
    '/api/assets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One asset; 404 for someone else’s private asset; forEditing needs the user’s own (403)',
        params: AssetIdParams,
        querystring: FetchAssetQuery,
        response: { 200: AssetSchema },
      },
    },
    async (req) =>
      getAsset(db, requireUser(req), req.params.id, {
        forEditing: req.query.forEditing === true,
        ...(req.query.full ? { fullUrlOrigin: origin } : {}),
      }),
  );

  app.get(
    '/public/api/assets/:id',
    {
      schema: {
        tags,
        summary: 'One public asset for a visitor; 404 for private, deleted or unknown ones',
        params: AssetIdParams,
        querystring: PublicFetchAssetQuery,
        response: { 200: AssetSchema },
      },
    },
    async (req) => getPublicAsset(db, req.auth, req.params.id),
  );

  app.post(
    '/api/assets',
    {
      schema: {
        tags,
        security,
        summary: 'Make an asset of the user’s own finished upload (403 for someone else’s, 409 for a taken URL)',
        body: CreateAssetBody,
        response: { 201: AssetSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createAsset(db, requireUser(req), req.body)),
  );

  app.patch(
    '/api/assets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an own asset’s title, tags, visibility, custom URL, price or licence types',
        params: AssetIdParams,
        body: PatchAssetBody,
        response: { 200: AssetSchema },
      },
    },
    async (req) => updateAsset(db, requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/assets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an own asset (soft: hidden, URL freed); the stored file goes once nothing references it',
        params: AssetIdParams,
      },
    },
    async (req, reply) => {
      await deleteAsset(db, app.deps.blobs, requireUser(req), req.params.id, (err, key) =>
        req.log.error({ err, key }, 'could not remove a stored file of a deleted asset; it is left orphaned'),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/assets/:id/purchases',
    {
      schema: {
        tags,
        security,
        summary: 'Purchases of an own asset, newest first',
        params: AssetIdParams,
        querystring: RecentQuery,
        response: { 200: PurchasePage },
      },
    },
    async (req) => assetPurchases(db, requireUser(req), req.params.id, req.query),
  );
}
