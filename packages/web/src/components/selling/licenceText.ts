/**
 * Licence types in the app's language (issue 32): the model's LICENSE_TYPE_INFO labels and licenceAllowsText
 * phrases (which the server keeps in English), as the web app shows them. Called at render time.
 */
import { LICENSE_TYPES, LICENSE_TYPE_INFO, type LicenceAudience, type LicenseType } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';

type Texts = Record<LicenseType, () => string>;

const LABEL: Texts = {
  view: () => translate('selling:licence.label.view'),
  personal: () => translate('selling:licence.label.personal'),
  edit: () => translate('selling:licence.label.edit'),
  submissions: () => translate('selling:licence.label.submissions'),
  site: () => translate('selling:licence.label.site'),
  resale: () => translate('selling:licence.label.resale'),
};

const FOLIO_BUYER: Texts = {
  view: () => translate('selling:licence.folioBuyer.view'),
  personal: () => translate('selling:licence.folioBuyer.personal'),
  edit: () => translate('selling:licence.folioBuyer.edit'),
  submissions: () => translate('selling:licence.folioBuyer.submissions'),
  site: () => translate('selling:licence.folioBuyer.site'),
  resale: () => translate('selling:licence.folioBuyer.resale'),
};

const FOLIO_SELLER: Texts = {
  view: () => translate('selling:licence.folioSeller.view'),
  personal: () => translate('selling:licence.folioSeller.personal'),
  edit: () => translate('selling:licence.folioSeller.edit'),
  submissions: () => translate('selling:licence.folioSeller.submissions'),
  site: () => translate('selling:licence.folioSeller.site'),
  resale: () => translate('selling:licence.folioSeller.resale'),
};

const ASSET_BUYER: Texts = {
  view: () => translate('selling:licence.assetBuyer.view'),
  personal: () => translate('selling:licence.assetBuyer.personal'),
  edit: () => translate('selling:licence.assetBuyer.edit'),
  submissions: () => translate('selling:licence.assetBuyer.submissions'),
  site: () => translate('selling:licence.assetBuyer.site'),
  resale: () => translate('selling:licence.assetBuyer.resale'),
};

const ASSET_SELLER: Texts = {
  view: () => translate('selling:licence.assetSeller.view'),
  personal: () => translate('selling:licence.assetSeller.personal'),
  edit: () => translate('selling:licence.assetSeller.edit'),
  submissions: () => translate('selling:licence.assetSeller.submissions'),
  site: () => translate('selling:licence.assetSeller.site'),
  resale: () => translate('selling:licence.assetSeller.resale'),
};

/** A licence type's name: 'Personal copy'. */
export const licenceLabel = (type: LicenseType): string => LABEL[type]();

/**
 * What a licence allows, as one phrase list ('keep your own copy, change its settings, collect submissions with
 * it'): the model's licenceAllowsText joined, for the buyer or about the buyer for the seller.
 */
export function licenceAllows(type: LicenseType, itemType: 'folio' | 'asset' | 'library', audience: LicenceAudience = 'buyer'): string {
  const seller = audience === 'seller';
  if (itemType === 'library') return seller ? translate('selling:licence.librarySeller') : translate('selling:licence.libraryBuyer');
  if (itemType === 'asset') return (seller ? ASSET_SELLER : ASSET_BUYER)[type]();
  return (seller ? FOLIO_SELLER : FOLIO_BUYER)[type]();
}

/** A licence's English name as the server writes it ('Personal copy'), in the app's language; other texts as they are. */
export function licenceLabelFromServer(label: string): string {
  if (label === 'one year') return translate('selling:licence.oneYear');
  if (label === 'licence') return translate('selling:licence.genericLower');
  const type = LICENSE_TYPES.find((t) => LICENSE_TYPE_INFO[t].label === label);
  return type ? licenceLabel(type) : label;
}
