import { COMMON_PASSWORDS } from './commonPasswords.ts';

/** Shorter passwords fall to offline guessing too quickly (NIST SP 800-63B minimum). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; bounds the work of hashing. */
export const PASSWORD_MAX_LENGTH = 256;

const common = new Set(COMMON_PASSWORDS);

/** Length in characters as a person counts them (code points), not UTF-16 units. */
const lengthOf = (password: string) => [...password].length;

/**
 * What is wrong with a password someone wants to set, as a sentence telling them what to fix;
 * null when it is acceptable. Used by the sign-up and reset forms and by the server.
 */
export function passwordProblem(password: string): string | null {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (common.has(password.toLowerCase())) {
    return 'This password is one of the 1,000 most common passwords; please choose another.';
  }
  return null;
}
