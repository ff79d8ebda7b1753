/**
 * Licence types (spec §3 License option, §6 licence rights): what a buyer may do with what they bought, as the
 * folio's `licenseDetails` and in plain words for the item page. One table, read by the server (enforcing) and the
 * web app (explaining).
 */
import type { LicenseDetails } from '../folio/types.ts';

export const LICENSE_TYPES = ['view', 'personal', 'edit', 'submissions', 'site', 'resale'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export interface LicenseTypeInfo {
  label: string;
  /** what the buyer may do, one phrase each, as the item page lists them */
  allows: string[];
  /** the rights a bought folio carries (spec §6) */
  details: LicenseDetails;
}

export const LICENSE_TYPE_INFO: Record<LicenseType, LicenseTypeInfo> = {
  view: {
    label: 'View',
    allows: ['read the published folio in your account'],
    details: { canEdit: false, copyShare: 'share', folioSubmissions: false, folioShare: false, folioCopy: false, folioCopyTransfer: false, folioCopyTransferType: null },
  },
  personal: {
    label: 'Personal copy',
    allows: ['keep your own copy', 'change its settings', 'collect submissions with it'],
    details: { canEdit: false, copyShare: 'copy', folioSubmissions: true, folioShare: false, folioCopy: false, folioCopyTransfer: false, folioCopyTransferType: null },
  },
  edit: {
    label: 'Edit a copy',
    allows: ['keep your own copy', 'edit its content and settings', 'collect submissions with it'],
    details: { canEdit: true, copyShare: 'copy', folioSubmissions: true, folioShare: false, folioCopy: true, folioCopyTransfer: false, folioCopyTransferType: null },
  },
  submissions: {
    label: 'Collect submissions',
    allows: ['keep your own copy', 'publish its forms and collect submissions', 'share it with your team'],
    details: { canEdit: false, copyShare: 'copy', folioSubmissions: true, folioShare: true, folioCopy: false, folioCopyTransfer: false, folioCopyTransferType: null },
  },
  site: {
    label: 'Use on your site',
    allows: ['keep your own copy', 'edit it', 'use it as a page of your websites', 'collect submissions with it'],
    details: { canEdit: true, copyShare: 'copy', folioSubmissions: true, folioShare: true, folioCopy: true, folioCopyTransfer: false, folioCopyTransferType: null },
  },
  resale: {
    label: 'Resell copies',
    allows: ['everything of “Use on your site”', 'hand copies on to your own clients (copy transfer)', 'offer it as a template or sell licences to it'],
    details: { canEdit: true, copyShare: 'copy', folioSubmissions: true, folioShare: true, folioCopy: true, folioCopyTransfer: true, folioCopyTransferType: 'copy' },
  },
};

export const isLicenseType = (value: unknown): value is LicenseType => typeof value === 'string' && (LICENSE_TYPES as readonly string[]).includes(value);

/** What a file's buyer may do under each licence: the file opens to them (decision 21); the licence says the use. */
const ASSET_ALLOWS: Record<LicenseType, string[]> = {
  view: ['see the full file in your account'],
  personal: ['download the file', 'use it for yourself'],
  edit: ['download the file', 'change it and use it in your own work'],
  submissions: ['download the file', 'use it for yourself and your team'],
  site: ['download the file', 'use it on your websites'],
  resale: ['download the file', 'use it in work you sell to your clients'],
};

/** The same rights as the seller reads them, about the buyer ("Buyers may …"). */
const SELLER_FOLIO_ALLOWS: Record<LicenseType, string[]> = {
  view: ['read the published folio in their account'],
  personal: ['keep their own copy', 'change its settings', 'collect submissions with it'],
  edit: ['keep their own copy', 'edit its content and settings', 'collect submissions with it'],
  submissions: ['keep their own copy', 'publish its forms and collect submissions', 'share it with their team'],
  site: ['keep their own copy', 'edit it', 'use it as a page of their websites', 'collect submissions with it'],
  resale: ['everything of “Use on your site”', 'hand copies on to their own clients (copy transfer)', 'offer it as a template or sell licences to it'],
};

const SELLER_ASSET_ALLOWS: Record<LicenseType, string[]> = {
  view: ['see the full file in their account'],
  personal: ['download the file', 'use it for themselves'],
  edit: ['download the file', 'change it and use it in their own work'],
  submissions: ['download the file', 'use it for themselves and their team'],
  site: ['download the file', 'use it on their websites'],
  resale: ['download the file', 'use it in work they sell to their clients'],
};

/** Who reads a licence's rights: the buyer ("you may keep your own copy") or the seller ("buyers may keep their own copy"). */
export type LicenceAudience = 'buyer' | 'seller';

/**
 * What a buyer may do, in plain words, for the kind of item sold: a folio's copy and its rights, an asset's file (an
 * asset has no pages or forms, so nothing about either), a library (bought as a view of it whatever the licence,
 * services/payments/grants.ts). Worded for whoever reads it: the buyer, or the seller offering it.
 */
export function licenceAllowsText(type: LicenseType, itemType: 'folio' | 'asset' | 'library', audience: LicenceAudience = 'buyer'): string[] {
  const seller = audience === 'seller';
  if (itemType === 'asset') return seller ? SELLER_ASSET_ALLOWS[type] : ASSET_ALLOWS[type];
  if (itemType === 'library') return [seller ? 'open the library and what it holds in their account' : 'open the library and what it holds in your account'];
  return seller ? SELLER_FOLIO_ALLOWS[type] : LICENSE_TYPE_INFO[type].allows;
}
