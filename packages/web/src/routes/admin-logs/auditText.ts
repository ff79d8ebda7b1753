/** The audit log in the app's language: the model's auditText (issue 26) with translated words; unknown names as the model spells them. */
import { ACCOUNT_TYPES, auditActionText } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';
import { accountTypeName } from '../profile/accountTypeName.ts';

/** Every action the server writes to the audit log, with what the log shows (called at use: the language may change). */
const ACTIONS: Readonly<Record<string, () => string>> = {
  'user.create': () => translate('admin:audit.actions.create'),
  'user.update': () => translate('admin:audit.actions.update'),
  'user.deactivate': () => translate('admin:audit.actions.deactivate'),
  'user.activate': () => translate('admin:audit.actions.activate'),
  'user.resetPassword': () => translate('admin:audit.actions.resetPassword'),
  'user.changeEmail': () => translate('admin:audit.actions.changeEmail'),
  'user.changeAccountType': () => translate('admin:audit.actions.changeAccountType'),
  'user.delete': () => translate('admin:audit.actions.delete'),
};

const FIELDS: Readonly<Record<string, () => string>> = {
  email: () => translate('admin:audit.fields.email'),
  displayName: () => translate('admin:audit.fields.displayName'),
  businessName: () => translate('admin:audit.fields.businessName'),
  isAdmin: () => translate('admin:audit.fields.isAdmin'),
  accountTypeId: () => translate('admin:audit.fields.accountTypeId'),
};

/** The known actions, for the filter. */
export const auditActionOptions = (): Array<{ value: string; label: string }> => Object.entries(ACTIONS).map(([value, label]) => ({ value, label: label() }));

/** The action as people read it. */
export function actionText(action: string): string {
  return ACTIONS[action]?.() ?? auditActionText(action);
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return translate('admin:audit.values.none');
  if (typeof value === 'boolean') return value ? translate('admin:audit.values.yes') : translate('admin:audit.values.no');
  if (field === 'accountTypeId') return ACCOUNT_TYPES.some((t) => t.id === value) ? accountTypeName(value as number) : String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What changed, one line a field ("Account type: Free → Creator"), as the model's auditChangeLines. */
export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => k !== 'isActive');
  return keys.map((k) => {
    const label = FIELDS[k]?.() ?? auditActionText(k);
    const had = before && k in before;
    const has = after && k in after;
    if (had && has) return translate('admin:audit.changed', { field: label, before: valueText(k, before[k]), after: valueText(k, after[k]) });
    return translate('admin:audit.set', { field: label, value: valueText(k, had ? before[k] : after?.[k]) });
  });
}

/** Why a sign-in was refused, from the login log's stored outcome. */
export function loginReasonText(reason: string): string {
  switch (reason) {
    case 'wrong_password':
      return translate('admin:logins.reasons.wrongPassword');
    case 'unknown_email':
      return translate('admin:logins.reasons.unknownEmail');
    case 'unverified':
      return translate('admin:logins.reasons.unverified');
    case 'deactivated':
      return translate('admin:logins.reasons.deactivated');
    case 'rate_limited':
      return translate('admin:logins.reasons.rateLimited');
    default:
      return reason ? reason.replace('_', ' ') : translate('admin:logins.refused');
  }
}
