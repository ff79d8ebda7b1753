import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { publicFolioShare, shareOverview } from '../../services/shares/overview.ts';
import {
  createShares,
  isSharedWithFollowers,
  revokeItemShares,
  revokeShare,
  setShareToFollowers,
  sharesOfItem,
} from '../../services/shares/shares.ts';
import { sharedWithMe } from '../../services/shares/sharedWithMe.ts';
import {
  ByItemQuery,
  CreateShareBody,
  CreatedShares,
  DistinctQuery,
  FollowersBody,
  FollowersState,
  IdParams,
  ItemParams,
  ItemQuery,
  PublicShareAnswer,
  RevokeItemQuery,
  RevokeQuery,
  Revoked,
  ShareList,
  ShareOverview,
  SharedPage,
} from './schema.ts';

/** Shares (spec §7 Shares): who may see and change a folio, asset or library besides its owner. */
export async function shareRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const deps = { config: app.deps.config, mail: app.deps.mail };
  const tags = ['shares'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/shares/distinct',
    { schema: { tags, security, summary: 'Shared with you: the distinct items live shares reach you with, newest first, rights merged', querystring: DistinctQuery, response: { 200: SharedPage } } },
    async (req) => sharedWithMe(db, requireUser(req), req.query),
  );
  app.get(
    '/api/shares/byItem',
    { schema: { tags, security, summary: 'Every share of an item (its owner, or a sharee allowed to share it)', querystring: ByItemQuery, response: { 200: ShareList } } },
    async (req) => sharesOfItem(db, requireUser(req), { type: req.query.itemType, id: req.query.itemId }, req.query.includeRevoked === true),
  );
  app.get(
    '/api/shares/byItem/r2',
    { schema: { tags, security, summary: 'Who has access to an item, grouped for the share dialog, and what the caller may pass on', querystring: ItemQuery, response: { 200: ShareOverview } } },
    async (req) => shareOverview(db, requireUser(req), { type: req.query.itemType, id: req.query.itemId }),
  );
  app.get(
    '/api/shares/isShareForFollowers/:id',
    { schema: { tags, security, summary: 'Whether the item is shared with all of its owner’s followers', params: IdParams, querystring: ItemQuery.pick({ itemType: true }), response: { 200: FollowersState } } },
    async (req) => ({ isShareForFollowers: await isSharedWithFollowers(db, requireUser(req), { type: req.query.itemType, id: req.params.id }) }),
  );
  app.post(
    '/api/shares',
    { schema: { tags, security, summary: 'Share an item with accounts, account groups, all followers, or make an anonymous link (its token is answered once)', body: CreateShareBody, response: { 201: CreatedShares } } },
    async (req, reply) => {
      const user = requireUser(req);
      const b = req.body;
      const type = b.isAnonymous ? 'link' : (b.permitteeType ?? 'user');
      const ids = [...(b.accounts ?? []), ...(b.permitteeId ? [b.permitteeId] : [])];
      const created = await createShares(db, deps, user, {
        type: b.itemType,
        id: b.itemId,
        permitteeType: type,
        permitteeIds: ids,
        canEditContent: b.canEditContent,
        canEditSettings: b.canEditSettings,
        canPublish: b.canPublish,
        canShare: b.canShare,
        expiresAt: b.expiresAt ? new Date(b.expiresAt) : null,
      });
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/api/shares/shareToFollowers/:id',
    { schema: { tags, security, summary: 'Share the item with all of its owner’s followers, or stop', params: IdParams, body: FollowersBody, response: { 200: FollowersState } } },
    async (req) => {
      const { itemType, isShareForFollowers, ...rights } = req.body;
      const on = await setShareToFollowers(db, deps, requireUser(req), { type: itemType, id: req.params.id }, isShareForFollowers, rights);
      return { isShareForFollowers: on };
    },
  );
  app.delete(
    '/api/shares/byId/:id',
    { schema: { tags, security, summary: 'Revoke one share (its item’s owner or sharer), or with userOnly your own access', params: IdParams, querystring: RevokeQuery, response: { 200: Revoked } } },
    async (req) => {
      await revokeShare(db, requireUser(req), req.params.id, req.query);
      return { revoked: 1 };
    },
  );
  app.delete(
    '/api/shares/byItem/:itemType/:itemId',
    { schema: { tags, security, summary: 'Revoke every share of an item, or with userOnly=true only your own access to it', params: ItemParams, querystring: RevokeItemQuery, response: { 200: Revoked } } },
    async (req) => ({ revoked: await revokeItemShares(db, requireUser(req), { type: req.params.itemType, id: req.params.itemId }, req.query.userOnly === true) }),
  );
  app.post(
    '/public/api/folios/:id/share',
    { schema: { tags, summary: 'The public address of a public, published folio, to pass on', params: IdParams, response: { 200: PublicShareAnswer } } },
    async (req) => publicFolioShare(db, app.deps.config, req.params.id),
  );
}
