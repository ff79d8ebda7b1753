import type { FolioDocument, LicenseDetails } from '../folio/types.ts';

/** One folio in the folio list (GET /api/folios). */
export interface FolioSummary {
  id: string;
  name: string;
  url: string | null;
  tags: string[];
  isPublic: boolean;
  version: number;
  pageCount: number;
  /** ISO 8601 */
  updatedAt: string;
  /** ISO 8601 */
  createdAt: string;
  authorId: string;
  authorName: string;
  /** someone else's folio, listed because it is shared with the user */
  isShared: boolean;
  /** the licence of a bought or template copy; null: the author's own work */
  licenseDetails: LicenseDetails | null;
}

/** A folio as the editor and viewer load it: the document plus what the signed-in user may do with it (GET, POST, copy). */
export interface FolioFull extends FolioDocument {
  id: string;
  version: number;
  canEditContent: boolean;
  canEditSettings: boolean;
  /** created from a template: structure fixed, only the model's template table fields may change (folio/templateRules.ts) */
  isTemplateBased: boolean;
  /** the licence of a bought or template copy (spec §6); null: the author's own work */
  licenseDetails: LicenseDetails | null;
  /** a bought copy */
  hasBeenPurchased: boolean;
  /** ISO 8601 */
  updatedAt: string;
}
