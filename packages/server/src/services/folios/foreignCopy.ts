import type { FolioRoot } from '@folio/model';

/**
 * The root of a copy that goes to someone other than the folio's author (a transfer, a purchase): theirs, private,
 * version 1, out of the author's library, website and marketplace, with no receivers of the author's, and the
 * original author remembered.
 */
export function foreignCopyRoot(root: FolioRoot, newAuthorId: string): FolioRoot {
  return {
    ...root,
    authorId: newAuthorId,
    url: null,
    isPublic: false,
    version: 1,
    marketplaceFolio: false,
    libraryId: null,
    websiteId: null,
    submissionReceiversAccounts: [],
    submissionReceiversAccountGroups: [],
    purchaseReceiversAccounts: [],
    purchaseReceiversAccountGroups: [],
    originalAuthorId: root.originalAuthorId ?? root.authorId,
  };
}
