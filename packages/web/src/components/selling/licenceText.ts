/**
 * Licence types in the app's language (issue 32): the model's LICENSE_TYPE_INFO labels and licenceAllowsText
 * phrases (which the server keeps in English), as the web app shows them. Called at render time.
 */
import { LICENSE_TYPES, LICENSE_TYPE_INFO, type LicenceAudience, type LicenseType } from '@folio/model';
import { i18next } from '../../i18n/i18n.ts';

type Texts = Record<LicenseType, () => string>;

const LABEL: Texts = {
  view: () => i18next.t('selling:licence.label.view'),
  personal: () => i18next.t('selling:licence.label.personal'),
  edit: () => i18next.t('selling:licence.label.edit'),
  submissions: () => i18next.t('selling:licence.label.submissions'),
  site: () => i18next.t('selling:licence.label.site'),
  resale: () => i18next.t('selling:licence.label.resale'),
};

const FOLIO_BUYER: Texts = {
  view: () => i18next.t('selling:licence.folioBuyer.view'),
  personal: () => i18next.t('selling:licence.folioBuyer.personal'),
  edit: () => i18next.t('selling:licence.folioBuyer.edit'),
  submissions: () => i18next.t('selling:licence.folioBuyer.submissions'),
  site: () => i18next.t('selling:licence.folioBuyer.site'),
  resale: () => i18next.t('selling:licence.folioBuyer.resale'),
};

const FOLIO_SELLER: Texts = {
  view: () => i18next.t('selling:licence.folioSeller.view'),
  personal: () => i18next.t('selling:licence.folioSeller.personal'),
  edit: () => i18next.t('selling:licence.folioSeller.edit'),
  submissions: () => i18next.t('selling:licence.folioSeller.submissions'),
  site: () => i18next.t('selling:licence.folioSeller.site'),
  resale: () => i18next.t('selling:licence.folioSeller.resale'),
};

const ASSET_BUYER: Texts = {
  view: () => i18next.t('selling:licence.assetBuyer.view'),
  personal: () => i18next.t('selling:licence.assetBuyer.personal'),
  edit: () => i18next.t('selling:licence.assetBuyer.edit'),
  submissions: () => i18next.t('selling:licence.assetBuyer.submissions'),
  site: () => i18next.t('selling:licence.assetBuyer.site'),
  resale: () => i18next.t('selling:licence.assetBuyer.resale'),
};

const ASSET_SELLER: Texts = {
  view: () => i18next.t('selling:licence.assetSeller.view'),
  personal: () => i18next.t('selling:licence.assetSeller.personal'),
  edit: () => i18next.t('selling:licence.assetSeller.edit'),
  submissions: () => i18next.t('selling:licence.assetSeller.submissions'),
  site: () => i18next.t('selling:licence.assetSeller.site'),
  resale: () => i18next.t('selling:licence.assetSeller.resale'),
};

/** A licence type's name: 'Personal copy'. */
export const licenceLabel = (type: LicenseType): string => LABEL[type]();

/**
 * What a licence allows, as one phrase list ('keep your own copy, change its settings, collect submissions with
 * it'): the model's licenceAllowsText joined, for the buyer or about the buyer for the seller.
 */
export function licenceAllows(type: LicenseType, itemType: 'folio' | 'asset' | 'library', audience: LicenceAudience = 'buyer'): string {
  const seller = audience === 'seller';
  if (itemType === 'library') return seller ? i18next.t('selling:licence.librarySeller') : i18next.t('selling:licence.libraryBuyer');
  if (itemType === 'asset') return (seller ? ASSET_SELLER : ASSET_BUYER)[type]();
  return (seller ? FOLIO_SELLER : FOLIO_BUYER)[type]();
}

/** A licence's English name as the server writes it ('Personal copy'), in the app's language; other texts as they are. */
export function licenceLabelFromServer(label: string): string {
  if (label === 'one year') return i18next.t('selling:licence.oneYear');
  if (label === 'licence') return i18next.t('selling:licence.genericLower');
  const type = LICENSE_TYPES.find((t) => LICENSE_TYPE_INFO[t].label === label);
  return type ? licenceLabel(type) : label;
}
