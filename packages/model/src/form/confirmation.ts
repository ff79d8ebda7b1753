/**
 * A copy of the answers to the visitor (issue 31): when the folio's root has `confirmationMail` and the form asks for
 * an email address (a text question of the email kind), the address given there receives the answers.
 */
import type { NodeMap } from '../folio/types.ts';
import { EMAIL_PATTERN } from '../folio/validation.ts';


/** The address the visitor gave in the form's first email question, when it is one; else null. */
export function confirmationAddress(nodes: NodeMap, widgetIds: readonly string[], data: Readonly<Record<string, unknown>>): string | null {
  for (const id of widgetIds) {
    const node = nodes[id];
    if (node?.kind !== 'text-widget' || node.meta.dataValidationType !== 'email') continue;
    const value = data[id];
    if (typeof value === 'string' && value.trim().length <= 254 && EMAIL_PATTERN.test(value.trim())) return value.trim();
  }
  return null;
}
