import type { FolioDocument, LicenseDetails } from '../folio/types.ts';
import type { LicenseOptionRoot } from '../selling/licenseOption.ts';
import type { Asset } from './assets.ts';

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

/** A licence option as the API answers it (folio reads carry their folio's as buyers read them: published terms). */
export interface FolioLicenseOption {
  id: string;
  itemType: 'folio' | 'asset' | 'library';
  itemId: string;
  idx: number;
  isDeleted: boolean;
  root: LicenseOptionRoot;
  published: LicenseOptionRoot | null;
  publishedAt: string | null;
}

/** What every folio read carries besides the document (spec §3 Folio root, "Also"), as the reader may see it. */
export interface FolioReadFields {
  isDeleted: boolean;
  /** a buyer's copy, made by a purchase */
  hasBeenPurchased: boolean;
  /** the licence a bought or template copy is held to; only for those who may read the working copy, else null */
  licenseDetails: LicenseDetails | null;
  /** the assets its asset resources, galleries and image options name, those the reader may read */
  assets: Asset[];
  /** the library it belongs to (root.libraryId), when the reader may read it */
  library: { id: number; name: string } | null;
  /** its charts the reader may read */
  visualizations: Array<{ id: string; isPublished: boolean }>;
  /** its published licence options that have not ended (a public folio's, or the own) */
  licenseOptions: FolioLicenseOption[];
}

/** A folio as the editor and viewer load it: the document plus what the signed-in user may do with it (GET, POST, copy). */
export interface FolioFull extends FolioDocument, FolioReadFields {
  id: string;
  version: number;
  canEditContent: boolean;
  canEditSettings: boolean;
  /** created from a template: structure fixed, only the model's template table fields may change (folio/templateRules.ts) */
  isTemplateBased: boolean;
  /** ISO 8601 */
  updatedAt: string;
}

/** The read fields of a folio nobody has bought, linked or charted yet (a new folio). */
export const EMPTY_FOLIO_READ_FIELDS: FolioReadFields = {
  isDeleted: false,
  hasBeenPurchased: false,
  licenseDetails: null,
  assets: [],
  library: null,
  visualizations: [],
  licenseOptions: [],
};
