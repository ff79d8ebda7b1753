/**
 * Folio editing rules (spec §4 Folio, §6 per-folio rights) as pure functions; the server enforces them and the
 * editor uses them to switch panels off.
 */
import { FOLIO_TEXTS } from './errors.ts';
import type { LicenseDetails } from './types.ts';

export interface FolioRightsInput {
  licenseDetails?: LicenseDetails | null;
  hasBeenPurchased?: boolean;
}

/** Content editing is off when the licence says canEdit is false. */
export function canEditContent(folio: FolioRightsInput): boolean {
  return folio.licenseDetails?.canEdit !== false;
}

/** The licence carries a submission, share or copy right. */
export function hasLicenceRights(details: LicenseDetails | null | undefined): boolean {
  return Boolean(details && (details.folioSubmissions || details.folioShare || details.folioCopy || details.folioCopyTransfer));
}

/**
 * Settings editing is off when the folio has been purchased and its licence carries none of the submission,
 * share or copy rights (spec §4: a buyer needs one of them to have any setting to change).
 */
export function canEditSettings(folio: FolioRightsInput): boolean {
  return !(folio.hasBeenPurchased && !hasLicenceRights(folio.licenseDetails));
}

/** The rights the folio read answers with (spec §3 Folio root: canEditContent, canEditSettings). */
export function folioRights(folio: FolioRightsInput): { canEditContent: boolean; canEditSettings: boolean } {
  return { canEditContent: canEditContent(folio), canEditSettings: canEditSettings(folio) };
}

/** A fetch needs exactly one of readOnly or forEditing (spec §4); throws the §8 text otherwise. */
export function assertFetchMode(query: { readOnly?: boolean; forEditing?: boolean }): 'readOnly' | 'forEditing' {
  const readOnly = query.readOnly === true;
  const forEditing = query.forEditing === true;
  if (readOnly === forEditing) throw new Error(FOLIO_TEXTS.fetchMode);
  return readOnly ? 'readOnly' : 'forEditing';
}

/**
 * Why an edit is refused, or null when it is allowed (spec §4 Folio, in the spec's order): a licence that
 * only shares ('Cannot modify this folio'); content editing requested but denied ("...content"); settings
 * editing denied ("...settings"). Without a token the answer is 'Unauthorized access' (spec §6).
 */
export function editRefusal(
  folio: FolioRightsInput,
  request: { editContent?: boolean; signedIn: boolean },
): string | null {
  if (!request.signedIn) return FOLIO_TEXTS.unauthorizedAccess;
  if (folio.licenseDetails?.copyShare === 'share') return FOLIO_TEXTS.cannotModify;
  if (request.editContent && !canEditContent(folio)) return FOLIO_TEXTS.cannotModifyContent;
  if (!canEditSettings(folio)) return FOLIO_TEXTS.cannotModifySettings;
  return null;
}

export function assertCanEdit(folio: FolioRightsInput, request: { editContent?: boolean; signedIn: boolean }): void {
  const refusal = editRefusal(folio, request);
  if (refusal) throw new Error(refusal);
}
