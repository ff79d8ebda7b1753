import { passwordProblem } from '@folio/model';

/** A deliberately simple address check; the server decides finally and its message is shown. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  if (!value.trim()) return 'Enter your email address';
  return EMAIL.test(value.trim()) ? null : 'Enter a valid email address, like name@example.com';
}

export function newPasswordError(value: string): string | null {
  if (!value) return 'Choose a password';
  return passwordProblem(value);
}

/** The confirmation of a new password must repeat it. */
export function confirmError(confirm: string, password: string): string | null {
  return confirm === password ? null : 'The passwords do not match';
}

export function requiredError(label: string) {
  return (value: string) => (value.trim() ? null : `Enter ${label}`);
}

/** For passwords, where spaces count: empty is the only missing value. */
export function filledError(label: string) {
  return (value: string) => (value ? null : `Enter ${label}`);
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

/** The rules of a sign-in with email and password. */
export const signInRules = {
  username: emailError,
  password: filledError('your password'),
};
