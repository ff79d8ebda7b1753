// The rules of forms that choose a password; apart from lib/validation.ts so sign-in does not download the list of
// common passwords.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@folio/model';
import { translate } from '../i18n/i18n.ts';
import { emailError, requiredError } from './validation.ts';

export function newPasswordError(value: string): string | null {
  if (!value) return translate('auth:password.missing');
  // The model's sentence (which the server also says) in the app's language.
  if (!passwordProblem(value)) return null;
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return translate('auth:password.tooShort', { min: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) return translate('auth:password.tooLong', { max: PASSWORD_MAX_LENGTH });
  return translate('auth:password.common');
}

/** The confirmation of a new password must repeat it. */
export function confirmError(confirm: string, password: string): string | null {
  return confirm === password ? null : translate('auth:password.mismatch');
}

/** The rules of a form with a new `password` typed twice (`confirm`). */
export const newPasswordRules = {
  password: newPasswordError,
  confirm: (value: string, values: { password: string }) => confirmError(value, values.password),
};

/** The rules of a new account: name, email and a new password typed twice. */
export const newAccountRules = {
  displayName: requiredError('your name'),
  email: emailError,
  ...newPasswordRules,
};
