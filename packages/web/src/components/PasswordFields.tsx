import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@folio/model';
import { useTranslation } from '../i18n/react.tsx';

/**
 * A new password and its confirmation, with the password policy in a line under it (auth:password.hint). `password` and `confirm` are the form's
 * `getInputProps(…)` of the two fields; lib/passwordRules.ts has the rules (`newPasswordRules`, `confirmError`).
 */
export function PasswordFields({
  label,
  confirmLabel,
  password,
  confirm,
  testIds,
  autoFocus,
}: {
  /** "Password" (the default) when choosing the first one, "New password" when changing it. */
  label?: string;
  /** The confirmation's label: "Confirm password" by default, else "Confirm <label>". */
  confirmLabel?: string;
  password: PasswordInputProps;
  confirm: PasswordInputProps;
  testIds: { password: string; confirm: string };
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const shown = label ?? t('password.label');
  const confirmShown = confirmLabel ?? (label ? t('password.confirmOf', { label: label.toLowerCase() }) : t('password.confirm'));
  return (
    <>
      <PasswordInput
        label={shown}
        description={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        data-testid={testIds.password}
        {...password}
      />
      <PasswordInput label={confirmShown} autoComplete="new-password" required data-testid={testIds.confirm} {...confirm} />
    </>
  );
}
