import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useRequestPasswordReset } from '../../api/auth.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { AuthCard, AuthCardFooter } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { emailError } from '../../lib/validation.ts';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const request = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailError } });

  return (
    <AuthCard title="Reset your password" subtitle="Enter the email you sign in with and we will send you a link to choose a new password." testId="forgot-page">
      {request.isSuccess ? (
        <Alert color="teal" icon={<IconMailCheck />} title="Check your email" data-testid="forgot-success">
          {request.data.message}
        </Alert>
      ) : (
        <>
          <ErrorAlert of={request} testId="forgot-error" />
          <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate data-testid="forgot-form">
            <Stack gap="md">
              <TextInput label="Email" type="email" autoComplete="email" required autoFocus data-testid="forgot-email" {...form.getInputProps('email')} />
              <Button type="submit" fullWidth loading={request.isPending} data-testid="forgot-submit">
                Send reset link
              </Button>
            </Stack>
          </form>
        </>
      )}
      <AuthCardFooter to="/login">Back to sign in</AuthCardFooter>
    </AuthCard>
  );
}
