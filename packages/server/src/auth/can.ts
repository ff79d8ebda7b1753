import { licenceAllows, scopesAllow, WEBHOOK_EVENT_AREAS, type ApiAccess, type LicenseDetails, type WebhookEvent } from '@folio/model';
import type { RouteReach } from './apiAreas.ts';
import type { AuthUser } from './authenticate.ts';

/**
 * Every authorization decision about users and administration, in one place.
 * Later areas (folios, assets, libraries) add their actions here, each with its matrix test.
 */
export type Action =
  | { kind: 'user.updateProfile'; userId: string }
  | { kind: 'user.changePassword'; userId: string }
  | { kind: 'admin.readOutbox' }
  | { kind: 'admin.readLoginLogs'; of: LoginLogScope }
  | { kind: 'folio.read'; folio: FolioAccess }
  | { kind: 'folio.readWorkingCopy'; folio: FolioAccess }
  | { kind: 'folio.edit'; folio: FolioAccess }
  | { kind: 'folio.editContent'; folio: FolioAccess }
  | { kind: 'folio.editSettings'; folio: FolioAccess }
  | { kind: 'folio.history'; folio: FolioAccess }
  | { kind: 'folio.restore'; folio: FolioAccess }
  | { kind: 'folio.delete'; folio: FolioAccess }
  | { kind: 'folio.copy'; folio: FolioAccess }
  | { kind: 'folio.copyTransfer'; folio: FolioAccess }
  | { kind: 'folio.useTemplate'; folio: FolioAccess & { isPublished: boolean }; offer: string | null }
  | { kind: 'folio.publish'; folio: FolioAccess }
  | { kind: 'visualization.edit'; visualization: VisualizationAccess }
  | { kind: 'visualization.read'; visualization: VisualizationAccess; copy: 'published' | 'working' }
  | { kind: 'asset.read'; asset: AssetAccess }
  | { kind: 'asset.edit'; asset: AssetAccess }
  | { kind: 'asset.delete'; asset: AssetAccess }
  | { kind: 'asset.listPurchases'; asset: AssetAccess }
  | { kind: 'asset.useBlob'; blob: { ownerId: string } }
  | { kind: 'user.useAvatarBlob'; blob: { ownerId: string } }
  | { kind: 'library.read'; library: LibraryAccess }
  | { kind: 'library.edit'; library: LibraryAccess }
  | { kind: 'library.editContent'; library: LibraryAccess }
  | { kind: 'library.editSettings'; library: LibraryAccess }
  | { kind: 'library.delete'; library: LibraryAccess }
  | { kind: 'website.read'; website: WebsiteAccess }
  | { kind: 'website.edit'; website: WebsiteAccess }
  | { kind: 'website.delete'; website: WebsiteAccess }
  | { kind: 'website.publish'; website: WebsiteAccess }
  | { kind: 'blob.read'; blob: BlobAccess; part: BlobPart }
  | { kind: 'submission.create'; folio: FormAccess }
  | { kind: 'folio.readSubmissions'; folio: SubmissionsAccess }
  | { kind: 'submission.read'; folio: SubmissionsAccess; submitterId: string | null }
  | { kind: 'submission.edit'; folio: SubmissionsAccess & { editableSubmission: boolean } }
  | { kind: 'submission.delete'; folio: SubmissionsAccess }
  | { kind: 'folio.setReceivers'; folio: { authorId: string } }
  | { kind: 'folio.setEmbedding'; folio: { authorId: string } }
  | { kind: 'receiver.answer'; invitation: { userId: string } }
  | { kind: 'share.manage'; item: ShareableAccess }
  | { kind: 'group.edit'; group: { ownerId: string } }
  | { kind: 'user.follow'; userId: string }
  | { kind: 'comment.create'; folio: FolioAccess & { hasCommentSection: boolean }; authorId: string }
  | { kind: 'comment.update'; comment: CommentAccess; authorId: string }
  | { kind: 'comment.delete'; comment: CommentAccess }
  | { kind: 'comment.moderate'; comment: CommentAccess }
  | { kind: 'share.giveShareRight'; item: ShareableAccess }
  | { kind: 'licenseOption.edit'; item: { ownerId: string | null; licence?: LicenseDetails | null } }
  | { kind: 'folio.listPurchases'; folio: FolioAccess }
  | { kind: 'payments.manageAccount'; userId: string }
  | { kind: 'cart.checkout'; sellerIds: Array<string | null> }
  | { kind: 'order.read'; order: OrderAccess }
  | { kind: 'order.refund'; order: OrderAccess }
  | { kind: 'order.claim'; order: OrderAccess; guestEmail: string; userEmail: string }
  | { kind: 'analytics.read'; ownerId: string | null; checkSuperAdmin: boolean; share?: ShareGrant | null; ownerRoles?: Roles | undefined }
  | { kind: 'analytics.manageLinks'; ownerId: string }
  | { kind: 'analytics.readLink'; link: AnalyticsLinkAccess | null; entity: { type: 'folio' | 'website'; id: string } }
  | { kind: 'admin.listUsers' }
  | { kind: 'admin.manageUser'; target: ManagedUser }
  | { kind: 'admin.deactivateUser'; target: ManagedUser }
  | { kind: 'admin.setAdmin'; target: ManagedUser }
  | { kind: 'admin.readAudit' }
  | { kind: 'siteSession.change'; session: SiteSessionAccess; accountId: string | null }
  | { kind: 'token.reach'; reach: RouteReach; access: ApiAccess }
  | { kind: 'token.manage'; owner: ManagedUser }
  | { kind: 'token.grantAdminScope' }
  | { kind: 'webhook.manage'; webhook: { ownerId: string } }
  | { kind: 'webhook.subscribe'; ownerId: string; events: readonly WebhookEvent[] };

/**
 * A site session as deciding who changes it needs it: the account it names (null: a guest's). A new one names
 * nobody.
 */
export interface SiteSessionAccess {
  accountId: string | null;
}

/** An account's roles. */
export interface Roles {
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/** What deciding about managing an account needs: who it is and its roles. */
export interface ManagedUser extends Roles {
  id: string;
}

/**
 * Whose login attempts: every one, those of ordinary users and of no known account (an admin's view of the log),
 * or one account's.
 */
export type LoginLogScope = 'everyone' | 'ordinaryUsers' | ManagedUser;

const isAnyAdmin = (user: AuthUser) => user.isSuperAdmin || user.isAdmin === true;

/**
 * The administrators' rule (spec §6, decision 36): a super admin acts over every account, an admin over ordinary
 * users only (never another admin or a super admin).
 */
const administers = (user: AuthUser, target: Roles) => user.isSuperAdmin || (user.isAdmin === true && !target.isAdmin && !target.isSuperAdmin);

/** What deciding about an order needs: who bought, who sold (null: the platform, for account licences). */
export interface OrderAccess {
  /** null: a guest's order not claimed yet */
  buyerId: string | null;
  sellerId: string | null;
}

/**
 * What shares give the caller on one item, merged over every live share that reaches them (to them, to a group
 * they are in, to the owner's followers when they follow the owner, through a link they hold, or — view only — to
 * a library holding the item whose owner may share it), each held to what its maker may give now: null when none
 * does. No flag set = view. Loaded by services/shares/grants.ts.
 */
export interface ShareGrant {
  canEditContent: boolean;
  canEditSettings: boolean;
  canPublish: boolean;
  canShare: boolean;
  /** opens a folio's working copy (unpublished edits); false: the published snapshot only (a bought view licence) */
  workingCopy: boolean;
}

/** A folio, asset or library as deciding who shares it needs it. */
export interface ShareableAccess {
  ownerId: string | null;
  share: ShareGrant | null;
  /** a licensed folio copy's licence: sharing it needs folioShare */
  licence?: LicenseDetails | null;
}

/** A comment as authorization needs it: its author and its folio's author. */
export interface CommentAccess {
  authorId: string | null;
  folioAuthorId: string;
}

/** What deciding who may fill a form (submit, upload a file to it) needs to know of its folio. */
export interface FormAccess extends FolioAccess {
  /** the folio has a published snapshot (forms are filled on published pages only) */
  isPublished: boolean;
}

/** What deciding who reads a folio's submissions needs to know: its author and its receiver accounts. */
export interface SubmissionsAccess {
  authorId: string;
  /** its effective receivers: named accounts that accepted, members of the owner's named groups (services/submissions/receivers.ts) */
  receiverIds: readonly string[];
}

/** What an authorization decision about a website needs to know of it. */
export interface WebsiteAccess {
  authorId: string;
}

/** What an authorization decision about a library needs to know of it; ownerId null = a system library (guest 9). */
export interface LibraryAccess {
  ownerId: string | null;
  isPublic: boolean;
  /** what shares give the caller on it */
  share: ShareGrant | null;
}

/** What an authorization decision about a folio needs to know of it. */
export interface FolioAccess {
  authorId: string;
  isPublic: boolean;
  /** what shares give the caller on it (services/shares/grants.ts) */
  share: ShareGrant | null;
  /** the licence of a bought or template copy (spec §6); absent or null: the author's own work, every right */
  licence?: LicenseDetails | null;
  /** a licensed copy taken as a template rather than bought (false); spec §4's settings rule is for bought ones */
  purchased?: boolean;
}

/** A chart as authorization needs it: its author and the folio whose submissions it counts (same author). */
export interface VisualizationAccess {
  authorId: string;
  folio: FolioAccess;
  isPublished: boolean;
}

/** What an authorization decision about an asset needs to know of it. */
export interface AssetAccess {
  authorId: string;
  isPublic: boolean;
  /** what shares give the caller on it */
  share: ShareGrant | null;
}

/** An asset made of an uploaded file, as deciding who reads the file needs it. */
export interface BlobAsset extends AssetAccess {
  /** public with a price (or a priced licence option): its file goes to its author and buyers; previews to anyone */
  isForSale: boolean;
  /** the caller holds a paid, unrefunded licence to it */
  bought?: boolean;
}

/** What an authorization decision about an uploaded file (a `blobs` row) needs to know of it. */
export interface BlobAccess {
  /** the uploader */
  ownerId: string;
  /** the live assets made of this file */
  assets: BlobAsset[];
  /** some user's avatar */
  isAvatar: boolean;
  /** shown by a public folio's published snapshot, or the logo or favicon of a published website */
  isPublished: boolean;
  /** a file a visitor sent with a form: the folios whose submissions carry it (never public) */
  submissionFolios?: SubmissionsAccess[];
  /**
   * The live folios that show the file in a page and may show it (of its uploader, or a copy made from a published
   * page of theirs that showed it), among those the reader authors or is shared: services/blobs/access.ts.
   */
  placedIn?: PlacedFolio[];
}

/**
 * A folio that shows a file: in its working copy (read by those who read the working copy) or in its published
 * snapshot (read by whoever reads the folio).
 */
export interface PlacedFolio extends FolioAccess {
  copy: 'working' | 'published';
}

/** The file as uploaded, or one of the smaller WebP previews made of an image (/thumbnail, /display). */
export type BlobPart = 'original' | 'preview';

/**
 * Who may read a file with no token at all (an `<img>` on a published page, a visitor): a public asset's file
 * (of one for sale only the previews), a file that a published page or website shows, and avatars. Every other
 * file is its readers' only.
 */
export function blobIsPublic(blob: BlobAccess, part: BlobPart): boolean {
  return blob.isAvatar || blob.isPublished || blob.assets.some((a) => a.isPublic && (part === 'preview' || !a.isForSale));
}

/**
 * Whether /blob/{id} may answer a request: a public file to anyone; any other file to a reader (`user`: the caller's
 * bearer token, or the viewer a URL was signed for, services/blobs/signedUrls.ts: asked on every request, so the URL
 * stops when their right ends) or through a URL signed for whoever holds it (`openSignature`: submissions' files).
 */
export function canServeBlob(user: AuthUser | null, blob: BlobAccess, part: BlobPart, openSignature: boolean): boolean {
  return blobIsPublic(blob, part) || openSignature || (user !== null && can(user, { kind: 'blob.read', blob, part }));
}

export function can(user: AuthUser, action: Action): boolean {
  switch (action.kind) {
    case 'user.updateProfile':
    case 'user.changePassword':
      return user.userId === action.userId;
    case 'admin.readOutbox':
      return user.isSuperAdmin;
    // Login logs (spec §6): a super admin reads them all; an admin those of ordinary users and of attempts that
    // named no account, never another administrator's.
    case 'admin.readLoginLogs':
      return action.of === 'everyone' ? user.isSuperAdmin : action.of === 'ordinaryUsers' ? isAnyAdmin(user) : administers(user, action.of);
    // folio.read is knowing the folio and reading its published snapshot; the working copy (drafts, unpublished
    // edits) is for its author and those a share opens it to (not a bought view licence, not a library whose owner
    // could not open it).
    case 'folio.read':
      return action.folio.authorId === user.userId || action.folio.isPublic || action.folio.share !== null;
    case 'folio.readWorkingCopy':
      return action.folio.authorId === user.userId || action.folio.share?.workingCopy === true || isEditGrant(action.folio.share);
    // Editing at all: the author or a sharee with either edit right; which part they may change is editContent /
    // editSettings (the licence rules come on top, in the service).
    case 'folio.edit':
      return action.folio.authorId === user.userId || isEditGrant(action.folio.share);
    // A licensed copy's licence bounds its owner and whoever they share it with alike.
    case 'folio.editContent':
      return (action.folio.authorId === user.userId || action.folio.share?.canEditContent === true) && licenceAllows(action.folio.licence, 'editContent');
    case 'folio.editSettings':
      return (action.folio.authorId === user.userId || action.folio.share?.canEditSettings === true) && licenceAllows(action.folio.licence, 'editSettings', action.folio.purchased !== false);
    // The kept versions (earlier drafts) are for those who may edit: listing, opening, naming one. Restoring one is
    // a change to the content (its settings come back only for whoever may change settings: the service).
    case 'folio.history':
      return can(user, { kind: 'folio.edit', folio: action.folio });
    case 'folio.restore':
      return can(user, { kind: 'folio.editContent', folio: action.folio });
    // The owner alone deletes and copies (copy licences come with selling).
    case 'folio.delete':
      return action.folio.authorId === user.userId && licenceAllows(action.folio.licence, 'delete');
    // Copying and handing copies on: the owner, as far as the licence of a bought or template copy allows.
    case 'folio.copy':
      return action.folio.authorId === user.userId && licenceAllows(action.folio.licence, 'copy');
    case 'folio.copyTransfer':
      return action.folio.authorId === user.userId && licenceAllows(action.folio.licence, 'copyTransfer');
    // A template: someone else's published folio that its author offers free under a licence giving a copy (a
    // bought copy only when its own licence allows resale).
    case 'folio.useTemplate':
      return (
        action.folio.authorId !== user.userId &&
        licenceAllows(action.folio.licence, 'offerTemplate') &&
        action.folio.isPublished &&
        action.offer !== null &&
        can(user, { kind: 'folio.read', folio: action.folio })
      );
    // Publishing: the author, or a sharee granted it (with the settings right, checked with the licence rules).
    case 'folio.publish':
      return action.folio.authorId === user.userId || (action.folio.share?.canPublish === true && action.folio.share.canEditSettings);
    // The owner and the accounts named as the folio's submission receivers (account groups come with sharing).
    // A chart belongs to its folio: only that folio's owner makes or changes one (and only of their own folio).
    case 'visualization.edit':
      return action.visualization.authorId === user.userId && action.visualization.folio.authorId === user.userId;
    // A chart follows its folio's rights (issue 26): the published chart whoever may read the folio (a sharee, a
    // buyer of a view licence included); the working settings its owner and whoever may read the folio's working
    // copy (sharees whose share opens it), as they see the page they edit.
    case 'visualization.read':
      return (
        action.visualization.authorId === user.userId ||
        (action.copy === 'published'
          ? action.visualization.isPublished && can(user, { kind: 'folio.read', folio: action.visualization.folio })
          : can(user, { kind: 'folio.readWorkingCopy', folio: action.visualization.folio }))
      );
    // Like folios: shares widen reading and editing; deleting stays the author's (purchases: selling issue).
    case 'asset.read':
      return action.asset.authorId === user.userId || action.asset.isPublic || action.asset.share !== null;
    case 'asset.edit':
      return action.asset.authorId === user.userId || isEditGrant(action.asset.share);
    case 'asset.delete':
    case 'asset.listPurchases':
      return action.asset.authorId === user.userId;
    // Only the uploader may turn an uploaded file into an asset.
    case 'asset.useBlob':
      return action.blob.ownerId === user.userId;
    // Only an own upload can become the own avatar (super admins included: an avatar is the user's own picture).
    case 'user.useAvatarBlob':
      return action.blob.ownerId === user.userId;
    // A library is its owner's; a public one anyone reads. System libraries (the guest library) are kept by
    // super admins and never deleted.
    case 'library.read':
      return (
        action.library.isPublic ||
        (action.library.ownerId !== null && action.library.ownerId === user.userId) ||
        action.library.share !== null
      );
    case 'library.edit':
      return action.library.ownerId === null
        ? user.isSuperAdmin
        : action.library.ownerId === user.userId || isEditGrant(action.library.share);
    // Its items are content; whether it is public and which website it serves are settings (name, description,
    // tags and type go with either edit right).
    case 'library.editContent':
    case 'library.editSettings': {
      const right = action.kind === 'library.editContent' ? 'canEditContent' : 'canEditSettings';
      return action.library.ownerId === null
        ? user.isSuperAdmin
        : action.library.ownerId === user.userId || action.library.share?.[right] === true;
    }
    case 'library.delete':
      return action.library.ownerId !== null && action.library.ownerId === user.userId;
    // A website is its author's alone (super admins included): visitors see it through the sites origin only.
    case 'website.read':
    case 'website.edit':
    case 'website.delete':
    case 'website.publish':
      return action.website.authorId === user.userId;
    // A file is read by its uploader and by whoever may read an asset made of it, except the file of an asset
    // for sale, which is not the listing's to give away: that goes to its buyers (and previews to anyone); and by
    // whoever may read a page that shows it.
    // A file sent with a form submission is read by those who read that folio's submissions (decision 26).
    case 'blob.read':
      return (
        blobIsPublic(action.blob, action.part) ||
        action.blob.ownerId === user.userId ||
        (action.blob.submissionFolios ?? []).some((folio) => can(user, { kind: 'folio.readSubmissions', folio })) ||
        // A file a page shows is read by whoever may read that page, as its visitors read it (issue 26).
        (action.blob.placedIn ?? []).some((folio) => can(user, { kind: folio.copy === 'working' ? 'folio.readWorkingCopy' : 'folio.read', folio })) ||
        action.blob.assets.some(
          (asset) =>
            asset.bought === true || ((action.part === 'preview' || !asset.isForSale || asset.authorId === user.userId) && can(user, { kind: 'asset.read', asset })),
        )
      );
    // Forms are filled on published pages: anyone when the folio is public, else those who may read it.
    // A licensed copy collects submissions only when its licence says so.
    case 'submission.create':
      return action.folio.isPublished && licenceAllows(action.folio.licence, 'collectSubmissions') && can(user, { kind: 'folio.read', folio: action.folio });
    // A folio's submissions: its author and its effective receivers (named accounts that accepted, members of
    // the owner's named groups who did not leave).
    case 'folio.readSubmissions':
      return action.folio.authorId === user.userId || action.folio.receiverIds.includes(user.userId);
    // One submission: those who read the folio's submissions, and its signed-in submitter (a guest proves theirs
    // with the X-Session token, checked where the token is).
    case 'submission.read':
      return (
        can(user, { kind: 'folio.readSubmissions', folio: action.folio }) ||
        (action.submitterId !== null && action.submitterId === user.userId)
      );
    // Editing needs the folio's editableSubmission setting; receivers only read.
    case 'submission.edit':
      return action.folio.editableSubmission && action.folio.authorId === user.userId;
    case 'submission.delete':
      return action.folio.authorId === user.userId;
    // Who receives a folio's submissions and sale mails is its owner's choice alone, never a sharee's (even with
    // the settings right): receivers read every submission.
    case 'folio.setReceivers':
      return action.folio.authorId === user.userId;
    // Whether other sites may frame the published pages (issue 30) is the owner's choice alone, as receivers are.
    case 'folio.setEmbedding':
      return action.folio.authorId === user.userId;
    // An invitation to receive is answered (accepted, declined, left) by the account it names, no one else.
    case 'receiver.answer':
      return action.invitation.userId === user.userId;
    // Sharing further, listing who has access and revoking: the owner, or a sharee granted it.
    case 'share.manage':
      return ((action.item.ownerId !== null && action.item.ownerId === user.userId) || action.item.share?.canShare === true) && licenceAllows(action.item.licence, 'share');
    // Letting a sharee share further hands the item on: on a licensed copy, only a resale licence allows it.
    case 'share.giveShareRight':
      return can(user, { kind: 'share.manage', item: action.item }) && licenceAllows(action.item.licence, 'shareFurther');
    // Account groups are their owner's alone.
    case 'group.edit':
      return action.group.ownerId === user.userId;
    case 'user.follow':
      return action.userId !== user.userId;
    // Comments only as yourself (spec §5), on a folio with a comment section that the author may read.
    case 'comment.create':
      return action.authorId === user.userId && action.folio.hasCommentSection && can(user, { kind: 'folio.read', folio: action.folio });
    case 'comment.update':
      return action.authorId === user.userId && action.comment.authorId === user.userId;
    // Its author deletes a comment; the folio's owner hides or deletes any comment on their folio.
    case 'comment.delete':
      return action.comment.authorId === user.userId || action.comment.folioAuthorId === user.userId;
    case 'comment.moderate':
      return action.comment.folioAuthorId === user.userId;
    // What an item is sold for is its owner's to say (no share right reaches it; system libraries are not sold).
    // Offering a licensed copy (a template is a free option) needs a licence that allows resale.
    case 'licenseOption.edit':
      return action.item.ownerId !== null && action.item.ownerId === user.userId && licenceAllows(action.item.licence, 'sell');
    // Who bought a folio is its author's to know, as for assets.
    case 'folio.listPurchases':
      return action.folio.authorId === user.userId;
    // A payout account is its owner's alone: no share, role or licence reaches it.
    case 'payments.manageAccount':
      return action.userId === user.userId;
    // Nobody pays themself.
    case 'cart.checkout':
      return action.sellerIds.every((id) => id !== user.userId);
    case 'order.read':
      return action.order.buyerId === user.userId || action.order.sellerId === user.userId;
    // A refund is the seller's to give (the platform's own sales are refunded by a super admin).
    case 'order.refund':
      return action.order.sellerId === null ? user.isSuperAdmin : action.order.sellerId === user.userId;
    // A guest's order goes to an account with the address it was bought with (its claim link was mailed there),
    // once (it then has a buyer), and never to its seller.
    case 'order.claim':
      return action.order.buyerId === null && action.order.sellerId !== user.userId && action.guestEmail.trim().toLowerCase() === action.userEmail.trim().toLowerCase() && action.userEmail.trim() !== '';
    // Admins and super admins see the user list; admins manage ordinary users, super admins everyone.
    case 'admin.listUsers':
      return isAnyAdmin(user);
    // Personal access tokens (issue 30). A signed-in session reaches every route (each decides on its object); a
    // token only the routes its scopes name, reads with <area>:read, the rest with <area>:write; who it is, always.
    case 'token.reach':
      if (!user.scopes) return true;
      if (action.reach === 'profile') return action.access === 'read';
      if (action.reach === 'session' || action.reach === 'anonymous') return false;
      return scopesAllow(user.scopes, action.reach.area, action.access);
    // Tokens are made, listed and revoked in a signed-in session, never with a token: one's own, or as an
    // administrator of the account.
    case 'token.manage':
      return !user.scopes && (action.owner.id === user.userId || can(user, { kind: 'admin.manageUser', target: action.owner }));
    case 'token.grantAdminScope':
      return !user.scopes && isAnyAdmin(user);
    // A webhook is its owner's alone: listed, changed, its deliveries read and replayed (not by an administrator:
    // its payloads hold the owner's submissions and sales).
    case 'webhook.manage':
      return action.webhook.ownerId === user.userId;
    // Subscribing to events of one's own account, folio or website (ownerId: whose they are). With an access token,
    // only to events whose content the token may read: a webhook tells no more than the API would.
    case 'webhook.subscribe':
      return action.ownerId === user.userId && (!user.scopes || action.events.every((e) => scopesAllow(user.scopes!, WEBHOOK_EVENT_AREAS[e], 'read')));
    case 'admin.manageUser':
      return administers(user, action.target);
    // Nobody deactivates themself (the last super admin is the service's check: it needs a count).
    case 'admin.deactivateUser':
      return action.target.id !== user.userId && can(user, { kind: 'admin.manageUser', target: action.target });
    // Only a super admin makes or unmakes an admin, never themself; the super-admin flag is set by no route.
    case 'admin.setAdmin':
      return user.isSuperAdmin && action.target.id !== user.userId;
    case 'admin.readAudit':
      return user.isSuperAdmin;
    // A site session is its holder's: one naming an account is changed only with that account's token, and it
    // names only the caller (or nobody). A guest's (naming nobody) is its id holder's, who may sign in and link it.
    case 'siteSession.change':
      return (action.session.accountId === null || action.session.accountId === user.userId) && (action.accountId === null || action.accountId === user.userId);
    // An owner reads the analytics of their own folios and websites, and so does whoever a share lets edit a
    // folio's settings. Asking with checkSuperAdmin (spec §6), an administrator reads those of the owners they
    // administer: a super admin anyone's and everyone's; an admin an ordinary user's, and everyone's only counting
    // ordinary users (ownerRoles: the owner's roles; for everyone's, null, the highest counted; absent: any).
    // Only the owner makes or deletes read-only dashboard links (not a sharee, not an administrator).
    case 'analytics.manageLinks':
      return action.ownerId === user.userId;
    case 'analytics.readLink':
      return readsThroughLink(action);
    case 'analytics.read':
      return (
        (action.ownerId !== null && action.ownerId === user.userId) ||
        action.share?.canEditSettings === true ||
        (action.checkSuperAdmin && (user.isSuperAdmin || (action.ownerRoles !== undefined && administers(user, action.ownerRoles))))
      );
  }
}

/** A live dashboard link (analytics_links row): the one folio or website it shows. */
export interface AnalyticsLinkAccess {
  entityType: 'folio' | 'website';
  entityId: string;
}

/** Whoever holds a live dashboard link reads that one item's dashboard, signed in or not, and nothing else. */
const readsThroughLink = (a: Extract<Action, { kind: 'analytics.readLink' }>) => a.link !== null && a.link.entityType === a.entity.type && a.link.entityId === a.entity.id;

const isEditGrant = (share: ShareGrant | null) => share !== null && (share.canEditContent || share.canEditSettings);

/**
 * What a guest (no token) may do: read public folios and libraries (such as the guest library 9) and those a link
 * they hold opens, fill the forms of published folios they may read and read the published charts of public folios.
 */
export function guestCan(
  action: Extract<Action, { kind: 'folio.read' | 'library.read' | 'submission.create' | 'visualization.read' | 'siteSession.change' | 'analytics.readLink' }>,
): boolean {
  switch (action.kind) {
    case 'analytics.readLink':
      return readsThroughLink(action);
    // A guest keeps a guest's site session unlinked; one naming an account is that account's.
    case 'siteSession.change':
      return action.session.accountId === null && action.accountId === null;
    // A guest reads a public folio, or a private one through a live link they hold (its grant).
    case 'folio.read':
      return action.folio.isPublic || action.folio.share !== null;
    case 'library.read':
      return action.library.isPublic || action.library.share !== null;
    case 'submission.create':
      return action.folio.isPublished && licenceAllows(action.folio.licence, 'collectSubmissions') && (action.folio.isPublic || action.folio.share !== null);
    case 'visualization.read':
      return action.copy === 'published' && action.visualization.isPublished && action.visualization.folio.isPublic;
  }
}
