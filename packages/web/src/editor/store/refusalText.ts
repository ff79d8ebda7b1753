/**
 * A refused edit's message in the app's language (issue 32). The model and the store refuse edits with English
 * texts (the server shares them); English shows them as they are, other languages show the known ones translated
 * and any other as it came.
 */
import {
  BLOCK_RESOURCE_TAKEN,
  CLIPBOARD_INVALID,
  FOLIO_TEXTS,
  LAST_PAGE,
  MOVE_INTO_ITSELF,
  NOT_A_SIBLING,
  PAGE_ORDER_MISMATCH,
  TEMPLATE_PREFIX,
} from '@folio/model';
import { currentLanguage, translate } from '../../i18n/i18n.ts';
import { NO_INTERACTION_HOST, NO_PLACE } from './placement.ts';

export const CLIPBOARD_EMPTY = 'The clipboard is empty; copy a node first';

/** Each known English text → its message key in the editor area. */
const KNOWN: Record<string, string> = {
  [LAST_PAGE]: 'refusals.lastPage',
  [BLOCK_RESOURCE_TAKEN]: 'refusals.blockTaken',
  [MOVE_INTO_ITSELF]: 'refusals.intoItself',
  [NOT_A_SIBLING]: 'refusals.notASibling',
  [PAGE_ORDER_MISMATCH]: 'refusals.pageOrder',
  [CLIPBOARD_INVALID]: 'refusals.clipboardInvalid',
  [CLIPBOARD_EMPTY]: 'refusals.clipboardEmpty',
  [NO_PLACE]: 'refusals.noPlace',
  [NO_INTERACTION_HOST]: 'refusals.noInteractionHost',
  [FOLIO_TEXTS.cannotModify]: 'rights.cannotModify',
  [FOLIO_TEXTS.cannotModifyContent]: 'rights.cannotModifyContent',
  [FOLIO_TEXTS.cannotModifySettings]: 'rights.cannotModifySettings',
  [FOLIO_TEXTS.templateInteractionUnsupported]: 'refusals.templateInteraction',
  [FOLIO_TEXTS.templateResourceUnsupported]: 'refusals.templateResource',
};

const kindName = (kind: string) => translate(`editor:dnd.nodes.${kind}`, { defaultValue: kind }).toLowerCase();

export function refusalText(message: string): string {
  if (currentLanguage() === 'en') return message;
  const key = KNOWN[message];
  if (key) return translate(`editor:${key}`);
  const hold = /^A (\S+) cannot hold a (\S+)$/.exec(message);
  if (hold) return translate('editor:refusals.cannotHold', { parent: kindName(hold[1]!), child: kindName(hold[2]!) });
  if (message.startsWith(TEMPLATE_PREFIX)) return translate('editor:refusals.template');
  return message;
}
