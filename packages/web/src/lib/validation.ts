import { translate } from '../i18n/i18n.ts';

/** A deliberately simple address check; the server decides finally and its message is shown. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  if (!value.trim()) return translate('common:validation.emailMissing');
  return EMAIL.test(value.trim()) ? null : translate('common:validation.emailInvalid');
}

/**
 * 'Enter <what>' in the app's language. `what` is the thing to enter as the sentence names it: one of the phrases
 * below (in English), or a phrase the caller already translated.
 */
function enterText(what: string): string {
  switch (what) {
    case 'your name':
      return translate('common:validation.enterName');
    case 'your password':
      return translate('common:validation.enterPassword');
    case 'your current password':
      return translate('common:validation.enterCurrentPassword');
    default:
      return translate('common:validation.enter', { what });
  }
}

export function requiredError(label: string) {
  return (value: string) => (value.trim() ? null : enterText(label));
}

/** For passwords, where spaces count: empty is the only missing value. */
export function filledError(label: string) {
  return (value: string) => (value ? null : enterText(label));
}

/** The rules of a sign-in with email and password. */
export const signInRules = {
  username: emailError,
  password: filledError('your password'),
};
