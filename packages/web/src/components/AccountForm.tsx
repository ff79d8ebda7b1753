import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../i18n/react.tsx';
import { newAccountRules } from '../lib/passwordRules.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { PasswordFields } from './PasswordFields.tsx';

export interface NewAccount {
  /** trimmed */
  displayName: string;
  email: string;
  password: string;
}

/**
 * Name, email and a new password typed twice, with the failure of the last attempt above it: the form of
 * sign-up and of the first-run setup. Test ids are `<testId>-form`, `-name`, `-email`, `-password`,
 * `-confirm`, `-submit` and `-error`.
 */
export function AccountForm({
  testId,
  nameLabel,
  submitLabel,
  mutation,
  onSubmit,
}: {
  testId: string;
  nameLabel: string;
  submitLabel: string;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit: (account: NewAccount) => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '', confirm: '' },
    validate: newAccountRules,
  });
  const nameField = form.getInputProps('displayName');
  const emailField = form.getInputProps('email');
  return (
    <>
      <ErrorAlert of={mutation} testId={`${testId}-error`} />
      <form
        onSubmit={form.onSubmit(({ displayName, email, password }) => onSubmit({ displayName: displayName.trim(), email, password }))}
        noValidate
        data-testid={`${testId}-form`}
      >
        <Stack gap="md">
          <TextInput label={nameLabel} autoComplete="name" required autoFocus data-testid={`${testId}-name`} {...nameField} />
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required data-testid={`${testId}-email`} {...emailField} />
          <PasswordFields
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
            testIds={{ password: `${testId}-password`, confirm: `${testId}-confirm` }}
          />
          <Button type="submit" fullWidth loading={mutation.isPending} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </>
  );
}
