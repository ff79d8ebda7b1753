/** A library type's name in the app's language (api/libraries.ts LIBRARY_TYPE_LABELS keeps the English ones). */
import type { LibraryType } from '../../api/libraries.ts';
import { i18next } from '../../i18n/i18n.ts';

export function libraryTypeLabel(type: LibraryType): string {
  switch (type) {
    case 'folio':
      return i18next.t('libraries:types.folio');
    case 'asset':
      return i18next.t('libraries:types.asset');
    case 'search':
      return i18next.t('libraries:types.search');
    default:
      return i18next.t('libraries:types.standard');
  }
}

const TYPES: readonly LibraryType[] = ['standard', 'folio', 'asset', 'search'];

/** The type picker's options, in the order of LIBRARY_TYPE_LABELS. */
export const libraryTypeOptions = () => TYPES.map((value) => ({ value, label: libraryTypeLabel(value) }));
