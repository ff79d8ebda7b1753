/** What a library may hold: standard holds folios and assets, search finds its items by its tags. */
export type LibraryType = 'standard' | 'folio' | 'asset' | 'search';

/** What a library item is. */
export type LibraryItemType = 'folio' | 'asset';

/** An item's place in a library. */
export interface LibraryItemRef {
  itemId: string;
  itemType: LibraryItemType;
  idx: number;
}

/** An item as lists show it: the reference plus what the item is (full, forFolio, the items lists). */
export interface LibraryItemView extends LibraryItemRef {
  title: string;
  tags: string[];
  isPublic: boolean;
  authorId: string;
  /** folio, or the asset's kind (image, video, audio, file) */
  kind: string;
  thumbnailUrl: string | null;
  /** ISO 8601 */
  updatedAt: string;
}

/** Every field of a library as the API answers it (GET /api/libraries lists these). */
export interface LibrarySummary {
  id: number;
  ownerId: string | null;
  name: string;
  description: string;
  libraryType: LibraryType;
  isPublic: boolean;
  isGuest: boolean;
  position: number;
  tags: string[];
  websiteId: string | null;
  /** a live published licence option, or (for the caller) a paid licence held to it */
  isLicensed: boolean;
  /** listed in the marketplace: public with a live published option */
  marketplaceFolio: boolean;
  /** the ids of its live published licence options, in order */
  licenseOptionRefs: string[];
  itemCount: number;
  canEdit: boolean;
  /** whether the caller may change which items it holds (its owner, or an edit-content sharee) */
  canEditContent: boolean;
  /** whether the caller may make it public or private or link it to a website (its owner, or an edit-settings sharee) */
  canEditSettings: boolean;
  /** someone else's library, reached through a share */
  isShared: boolean;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
}

/** A library with its items (GET/POST/PATCH /api/libraries/{id}): references, or views with full/forFolio. */
export interface Library<I extends LibraryItemRef = LibraryItemRef | LibraryItemView> extends LibrarySummary {
  items: I[];
}
