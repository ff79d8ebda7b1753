// The rules of forms that choose a password; apart from lib/validation.ts so sign-in does not download the list of
// common passwords.
import { passwordProblem } from '@folio/model';
import { emailError, requiredError } from './validation.ts';

export function newPasswordError(value: string): string | null {
  if (!value) return 'Choose a password';
  return passwordProblem(value);
}

/** The confirmation of a new password must repeat it. */
export function confirmError(confirm: string, password: string): string | null {
  return confirm === password ? null : 'The passwords do not match';
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
