/** Shares, comments, notifications, posts and account cards as the API answers them (issue 12). */

/** An account as pickers and lists show it: never an email address. */
export interface AccountCard {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

export type ShareItemType = 'folio' | 'asset' | 'library';

/** What a share grants; none set = view. */
export interface ShareRights {
  canEditContent: boolean;
  canEditSettings: boolean;
  canPublish: boolean;
  canShare: boolean;
}

export interface Share extends ShareRights {
  id: string;
  itemType: ShareItemType;
  itemId: string;
  permitteeType: 'user' | 'group' | 'followers' | 'link';
  permitteeId: string | null;
  /** the account's display name or the group's name */
  permitteeName: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  lastAccessAt: string | null;
  viewCount: number;
  createdAt: string;
  /** whether the caller may change or revoke it: the item's owner, or whoever made it */
  canRevoke: boolean;
}

/** Who has access to an item, grouped for the share dialog; the rights are what the caller may pass on. */
export interface ShareOverview extends ShareRights {
  owner: { id: string; displayName: string } | null;
  isPublic: boolean;
  followers: Share | null;
  users: Share[];
  groups: Share[];
  links: Share[];
}

/** An item under "Shared with you": rights merged over every share that reaches the user. */
export interface SharedItem extends ShareRights {
  itemType: ShareItemType;
  itemId: string;
  name: string;
  ownerId: string;
  ownerName: string;
  /** how it reaches the user: 'user', 'group', 'followers' */
  via: string[];
  sharedAt: string;
}

export interface Comment {
  id: string;
  sectionId: string;
  folioId: string;
  /** null once deleted (or hidden, for everyone but the folio's owner) */
  author: AccountCard | null;
  /** the thread's top comment; null for a top comment */
  parentId: string | null;
  inReplyToId: string | null;
  body: string;
  status: 'published' | 'hidden' | 'deleted';
  isEdited: boolean;
  replyCount: number;
  createdAt: string;
  editedAt: string | null;
}

export type NotificationKind = 'comment' | 'reply' | 'follow' | 'share' | 'sale' | 'receiver' | 'refund' | 'webhook';

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  actor: { id: string; displayName: string } | null;
  itemType: string | null;
  itemId: string | null;
  data: Record<string, string>;
  read: boolean;
  createdAt: string;
}

/** A public, published folio in the feed and on profiles. */
export interface Post {
  id: string;
  name: string;
  summary: string;
  /** its page on the sites origin */
  url: string;
  author: { id: string; displayName: string; friendlyUrl: string | null; avatarUrl: string | null };
  publishedAt: string;
  commentCount: number;
  reactionCount: number;
  /** the reader follows the author */
  fromFollowed: boolean;
}

export interface SocialInfo {
  followers: number;
  following: number;
  /** whether the caller follows this account (false for a guest) */
  isFollowing: boolean;
}

/** A folio (or library) in the marketplace: public, published, with published licence options. */
export interface MarketplaceItem {
  itemType: 'folio' | 'library';
  id: string;
  name: string;
  summary: string;
  tags: string[];
  author: { id: string; displayName: string };
  /** the cheapest option's price, decimal text */
  fromPrice: string;
  currency: string;
  licenseTypes: string[];
  optionCount: number;
  /** its page on the sites origin */
  url: string;
  publishedAt: string;
  /** its picture for a card: the chosen cover, else an image of its published pages; null: none */
  coverUrl: string | null;
}
