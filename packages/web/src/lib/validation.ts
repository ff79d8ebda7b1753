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

export function requiredError(label: string) {
  return (value: string) => (value.trim() ? null : `Enter ${label}`);
}
