/** A deliberately simple address check; the server decides finally and its message is shown. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  if (!value.trim()) return 'Enter your email address';
  return EMAIL.test(value.trim()) ? null : 'Enter a valid email address, like name@example.com';
}

export function requiredError(label: string) {
  return (value: string) => (value.trim() ? null : `Enter ${label}`);
}

/** For passwords, where spaces count: empty is the only missing value. */
export function filledError(label: string) {
  return (value: string) => (value ? null : `Enter ${label}`);
}

/** The rules of a sign-in with email and password. */
export const signInRules = {
  username: emailError,
  password: filledError('your password'),
};
