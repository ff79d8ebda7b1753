import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useResetPassword } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { PasswordFields } from '../../components/PasswordFields.tsx';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useTokenLink } from '../../lib/tokenLink.ts';
import { newPasswordRules } from '../../lib/passwordRules.ts';

/** /reset-password/:id?token=…: choose a new password with the mailed single-use token. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { id, token } = useTokenLink();
  const reset = useResetPassword();
  const form = useForm({ initialValues: { password: '', confirm: '' }, validate: newPasswordRules });

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed" testId="reset-success">
        <Alert color="teal" icon={<IconCircleCheck />}>
          {reset.data.message}
        </Alert>
        <Button component={Link} to="/login" fullWidth data-testid="reset-login">
          Sign in with your new password
        </Button>
      </AuthCard>
    );
  }

  if (!token || !id) {
    return (
      <AuthCard title="Link incomplete" testId="reset-invalid">
        <Text>This password reset link is missing its token. Open the link from the email again, or ask for a new one.</Text>
        <Button component={Link} to="/forgot-password" variant="light">
          Ask for a new link
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="After the change you are signed out everywhere and sign in with the new password." testId="reset-page">
      {reset.isError && (
        <Alert color="red" icon={<IconAlertCircle />} data-testid="reset-error">
          <Stack gap={6}>
            <Text size="sm">{errorMessage(reset.error)}</Text>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Ask for a new link
            </Anchor>
          </Stack>
        </Alert>
      )}
      <form onSubmit={form.onSubmit(({ password }) => reset.mutate({ id, token, password }))} noValidate data-testid="reset-form">
        <Stack gap="md">
          <PasswordFields
            label="New password"
            autoFocus
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
            testIds={{ password: 'reset-password', confirm: 'reset-confirm' }}
          />
          <Button type="submit" fullWidth loading={reset.isPending} data-testid="reset-submit">
            Change password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
