/** The audit log in plain words (issue 26): what an administrator did, and what changed, as people read it. */
import { ACCOUNT_TYPES } from './accountTypes.ts';

/** Every action the server writes to the audit log, by its stored name, with what the log shows. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'user.create': 'Created the account',
  'user.update': 'Changed account details',
  'user.deactivate': 'Deactivated',
  'user.activate': 'Reactivated',
  'user.resetPassword': 'Sent a password reset',
  'user.changeEmail': 'Changed email address',
  'user.changeAccountType': 'Changed account type',
  'user.delete': 'Deleted their account',
};

/** The action as people read it; an unknown one spelled out from its name ("user.fooBar" → "Foo bar"). */
export function auditActionText(action: string): string {
  const known = AUDIT_ACTIONS[action];
  if (known) return known;
  const words = (action.split('.').pop() ?? action).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FIELDS: Readonly<Record<string, string>> = {
  email: 'Email',
  displayName: 'Name',
  businessName: 'Business name',
  isAdmin: 'Administrator',
  accountTypeId: 'Account type',
};

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'accountTypeId') return ACCOUNT_TYPES.find((t) => t.id === value)?.name ?? String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * What changed, one line a field ("Account type: Free → Creator"); a field only set ("Email: ada@…") when nothing was
 * before. Whether the account is active is left out: the action says it ("Deactivated").
 */
export function auditChangeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => k !== 'isActive');
  return keys.map((k) => {
    const label = FIELDS[k] ?? auditActionText(k);
    const had = before && k in before;
    const has = after && k in after;
    if (had && has) return `${label}: ${valueText(k, before[k])} → ${valueText(k, after[k])}`;
    return `${label}: ${valueText(k, had ? before[k] : after?.[k])}`;
  });
}
