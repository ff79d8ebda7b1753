/** An account type's name in the app's language (the model's English name stays for the server and the mails). */
import { ACCOUNT_TYPES } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';

/** The name of the type with this id (or this English name, as the server sends it). */
export function accountTypeName(idOrName: number | string): string {
  const type = ACCOUNT_TYPES.find((t) => t.id === idOrName || t.name === idOrName || String(t.id) === idOrName);
  if (!type) return String(idOrName);
  if (type.id === 1) return translate('profile:accountType.names.free');
  if (type.id === 2) return translate('profile:accountType.names.creator');
  if (type.id === 3) return translate('profile:accountType.names.business');
  return type.name;
}
