import { z } from 'zod';
import { PaginationQuery, pageOf } from '../pagination.ts';

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
export const itemType = z.enum(['folio', 'asset', 'library']).describe('What is shared: folio, asset or library');
const itemId = z.string().min(1).max(100).describe('The item’s id (a UUID; a library’s integer id as text)');
const permitteeType = z.enum(['user', 'group', 'followers', 'link']).describe('Who is given access: accounts, account groups, all followers, or whoever holds a link');

const rights = {
  canEditContent: z.boolean().default(false).describe('May edit the content (pages, widgets)'),
  canEditSettings: z.boolean().default(false).describe('May change the settings (name, visibility, form and comment settings)'),
  canPublish: z.boolean().default(false).describe('May publish (folios; needs canEditSettings)'),
  canShare: z.boolean().default(false).describe('May share it further (never more than their own rights) and see who has access'),
};

export const ItemQuery = z.object({ itemType, itemId });
export const ItemParams = z.object({ itemType, itemId });
export const IdParams = z.object({ id: z.string().min(1).max(100).describe('The id') });

export const CreateShareBody = z
  .strictObject({
    itemType,
    itemId,
    isAnonymous: z.boolean().optional().describe('true: make an anonymous link (same as permitteeType link)'),
    permitteeType: permitteeType.optional(),
    permitteeId: z.string().max(100).optional().describe('One account or group'),
    accounts: z.array(z.string().max(100)).max(100).optional().describe('Several accounts (or groups, with permitteeType group)'),
    expiresAt: z.string().datetime({ offset: true }).nullable().optional().describe('When the access ends (ISO 8601); none by default'),
    isPurchased: z.boolean().optional().describe('Accepted for compatibility; shares made here are never purchases'),
    userOnly: z.boolean().optional().describe('Accepted for compatibility'),
    websiteId: z.string().max(100).nullable().optional().describe('Accepted for compatibility'),
    ...rights,
  })
  .refine((b) => b.isAnonymous || b.permitteeType === 'followers' || b.permitteeType === 'link' || b.permitteeId || b.accounts?.length, {
    message: 'Name an account or group to share with (permitteeId or accounts), or ask for a link (isAnonymous)',
    path: ['permitteeId'],
  });

export const FollowersBody = z.strictObject({
  itemType,
  isShareForFollowers: z.boolean().describe('true: share with all of the owner’s followers; false: stop'),
  ...rights,
});

export const RevokeQuery = z.object({
  permitteeId: z.string().max(100).optional().describe('Must be the share’s account or group, when given'),
  permitteeType: permitteeType.optional(),
  userOnly: queryBool.optional().describe('true: remove your own access (a share made to your account)'),
});
export const RevokeItemQuery = z.object({
  userOnly: queryBool.optional().describe('true: remove only your own access to the item; otherwise every share of it (its owner or a sharer)'),
});
export const ByItemQuery = ItemQuery.extend({
  includeRevoked: queryBool.optional().describe('true: revoked shares as well (after the live ones)'),
});
export const DistinctQuery = PaginationQuery.extend({ itemType: itemType.optional().describe('Only items of this type') });

export const ShareSchema = z.object({
  id: z.string(),
  itemType,
  itemId: z.string(),
  permitteeType,
  permitteeId: z.string().nullable(),
  permitteeName: z.string().nullable().describe('The account’s display name or the group’s name'),
  canEditContent: z.boolean(),
  canEditSettings: z.boolean(),
  canPublish: z.boolean(),
  canShare: z.boolean(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastAccessAt: z.string().nullable().describe('Links: when last opened'),
  viewCount: z.number().int().describe('Links: how often opened'),
  canRevoke: z.boolean().describe('Whether the caller may change or revoke this share: the item’s owner, or whoever made it'),
  createdAt: z.string(),
});
export const ShareList = z.array(ShareSchema);
export const CreatedShares = z.object({
  shares: ShareList,
  link: z.object({ token: z.string(), url: z.string().describe('The link to hand out; shown only now') }).optional(),
});
export const ShareOverview = z.object({
  owner: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  isPublic: z.boolean(),
  canEditContent: z.boolean().describe('What the caller may pass on'),
  canEditSettings: z.boolean(),
  canPublish: z.boolean(),
  canShare: z.boolean(),
  followers: ShareSchema.nullable(),
  users: ShareList,
  groups: ShareList,
  links: ShareList,
});
export const FollowersState = z.object({ isShareForFollowers: z.boolean() });
export const Revoked = z.object({ revoked: z.number().int() });
export const SharedItemSchema = z.object({
  itemType,
  itemId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  via: z.array(z.string()).describe('How it reaches you: user, group, followers'),
  sharedAt: z.string(),
  canEditContent: z.boolean(),
  canEditSettings: z.boolean(),
  canPublish: z.boolean(),
  canShare: z.boolean(),
});
export const SharedPage = pageOf(SharedItemSchema);
export const PublicShareAnswer = z.object({ url: z.string().describe('The public address of the folio on the sites origin'), title: z.string() });
