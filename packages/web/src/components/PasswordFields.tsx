import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@folio/model';

/** The password policy in a line, under every field where a new password is chosen. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not a common password`;

/**
 * A new password and its confirmation, with the policy hint. `password` and `confirm` are the form's
 * `getInputProps(…)` of the two fields; lib/passwordRules.ts has the rules (`newPasswordRules`, `confirmError`).
 */
export function PasswordFields({
  label = 'Password',
  password,
  confirm,
  testIds,
  autoFocus,
}: {
  /** "Password" when choosing the first one, "New password" when changing it; the confirmation reads "Confirm <label>". */
  label?: string;
  password: PasswordInputProps;
  confirm: PasswordInputProps;
  testIds: { password: string; confirm: string };
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        data-testid={testIds.password}
        {...password}
      />
      <PasswordInput label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" required data-testid={testIds.confirm} {...confirm} />
    </>
  );
}
