/**
 * One rule for what a licence allows (issue 25): every action the holder of a bought or template copy could take,
 * judged from the copy's `licenseDetails`. The server's can() asks it for every licensed folio; the web app asks it
 * to hide a control or say why it is off. No licence (null) is the author's own work, which carries every right.
 */
import type { LicenseDetails } from '../folio/types.ts';
import { LICENSE_TYPE_INFO, isLicenseType, type LicenseType } from './licenseTypes.ts';

export const LICENCE_ACTIONS = [
  'editContent',
  'editSettings',
  'copy',
  'copyTransfer',
  'share',
  'shareFurther',
  'offerTemplate',
  'sell',
  'listMarketplace',
  'collectSubmissions',
  'export',
  'delete',
] as const;
export type LicenceAction = (typeof LICENCE_ACTIONS)[number];

/** Only a licence that allows handing copies on (resale) lets its holder offer, sell or list what they bought. */
const resale = (l: LicenseDetails) => l.folioCopyTransfer === true;
const ownCopy = (l: LicenseDetails) => l.copyShare !== 'share';

const hasRights = (l: LicenseDetails) => Boolean(l.folioSubmissions || l.folioShare || l.folioCopy || l.folioCopyTransfer);

const RULES: Record<LicenceAction, (l: LicenseDetails, purchased: boolean) => boolean> = {
  editContent: (l) => ownCopy(l) && l.canEdit === true,
  // spec §4: a bought copy with none of the submission, share or copy rights has no settings to change
  editSettings: (l, purchased) => ownCopy(l) && (!purchased || hasRights(l)),
  copy: (l) => ownCopy(l) && l.folioCopy === true,
  copyTransfer: (l) => ownCopy(l) && resale(l),
  share: (l) => ownCopy(l) && l.folioShare === true,
  // letting the people you share with share further hands the item on: a resale right
  shareFurther: (l) => ownCopy(l) && l.folioShare === true && resale(l),
  offerTemplate: (l) => ownCopy(l) && resale(l),
  sell: (l) => ownCopy(l) && resale(l),
  listMarketplace: (l) => ownCopy(l) && resale(l),
  collectSubmissions: (l) => ownCopy(l) && l.folioSubmissions === true,
  export: (l) => ownCopy(l) && l.folioSubmissions === true,
  // a bought copy is its holder's to throw away; a view licence leaves nothing of theirs to delete
  delete: (l) => ownCopy(l),
};

/** `purchased`: whether the copy was bought (the default) rather than taken as a template; only settings care. */
export function licenceAllows(licence: LicenseDetails | null | undefined, action: LicenceAction, purchased = true): boolean {
  return !licence || RULES[action](licence, purchased);
}

/** What the server answers (403) and the web app shows next to a control the licence keeps off. */
export const LICENCE_REFUSALS: Record<LicenceAction, string> = {
  editContent: 'Your licence for this folio does not let you edit its content',
  editSettings: 'Your licence for this folio does not let you change its settings',
  copy: 'Your licence for this folio does not let you make copies of it',
  copyTransfer: 'Your licence for this folio does not let you hand copies of it to others',
  share: 'Your licence for this folio does not let you share it',
  shareFurther: 'Your licence for this folio does not let the people you share it with share it further',
  offerTemplate: 'You bought or copied this folio under a licence; only a licence that allows resale lets you offer it as a template',
  sell: 'You bought or copied this folio under a licence; only a licence that allows resale lets you sell licences to it',
  listMarketplace: 'You bought or copied this folio under a licence; only a licence that allows resale lets you list it in the marketplace',
  collectSubmissions: 'Your licence for this folio does not let it collect submissions',
  export: 'Your licence for this folio does not let you export its submissions',
  delete: 'A view licence leaves nothing of yours to delete',
};

/**
 * Whether a licence already held gives everything a wanted one would: then buying it again gives nothing more.
 * Each right of the wanted licence must be held (an own copy counts for a view licence: it shows the same folio).
 */
export function licenceCovers(held: LicenseDetails, wanted: LicenseDetails): boolean {
  return LICENCE_ACTIONS.every((action) => !RULES[action](wanted, true) || RULES[action](held, true)) && (ownCopy(held) || !ownCopy(wanted));
}

/** Whether holding these licence types leaves nothing more for a wanted one to give (an untyped option: any held). */
export function ownsAlready(held: readonly LicenseType[], wanted: string | null): boolean {
  if (!held.length) return false;
  if (!isLicenseType(wanted)) return true;
  return held.some((h) => licenceCovers(LICENSE_TYPE_INFO[h].details, LICENSE_TYPE_INFO[wanted].details));
}

/** The licence type whose rights these are (a transferred copy's reads as the type without hand-on), if any. */
export function licenceTypeOf(details: LicenseDetails | null | undefined): LicenseType | null {
  if (!details) return null;
  const same = (t: LicenseType) => LICENCE_ACTIONS.every((a) => RULES[a](LICENSE_TYPE_INFO[t].details, true) === RULES[a](details, true));
  return (Object.keys(LICENSE_TYPE_INFO) as LicenseType[]).find(same) ?? null;
}
