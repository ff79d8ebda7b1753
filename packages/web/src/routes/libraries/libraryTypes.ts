/** A library type's name in the app's language (api/libraries.ts LIBRARY_TYPE_LABELS keeps the English ones). */
import type { LibraryType } from '../../api/libraries.ts';
import { translate } from '../../i18n/i18n.ts';

export function libraryTypeLabel(type: LibraryType): string {
  switch (type) {
    case 'folio':
      return translate('libraries:types.folio');
    case 'asset':
      return translate('libraries:types.asset');
    case 'search':
      return translate('libraries:types.search');
    default:
      return translate('libraries:types.standard');
  }
}

const TYPES: readonly LibraryType[] = ['standard', 'folio', 'asset', 'search'];

/** The type picker's options, in the order of LIBRARY_TYPE_LABELS. */
export const libraryTypeOptions = () => TYPES.map((value) => ({ value, label: libraryTypeLabel(value) }));
