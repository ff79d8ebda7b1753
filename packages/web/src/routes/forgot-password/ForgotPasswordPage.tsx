import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { AuthCard } from '../../layout/AuthCard.tsx';
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
          {request.isError && (
            <Alert color="red" icon={<IconAlertCircle />} data-testid="forgot-error">
              {errorMessage(request.error)}
            </Alert>
          )}
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
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
