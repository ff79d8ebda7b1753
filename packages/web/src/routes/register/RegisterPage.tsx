import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@folio/model';
import { useRegister, useResendVerification } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { emailError, newPasswordError, requiredError } from '../../lib/validation.ts';

export function RegisterPage() {
  usePageTitle('Create account');
  const register = useRegister();
  const resend = useResendVerification();
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '', confirm: '' },
    validate: {
      displayName: requiredError('your name'),
      email: emailError,
      password: newPasswordError,
      confirm: (value, values) => (value === values.password ? null : 'The passwords do not match'),
    },
  });

  if (register.isSuccess) {
    return (
      <AuthCard title="Check your email" testId="register-done">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconMailCheck size={30} />
          </ThemeIcon>
          <Text>
            We sent a verification link to <b>{register.data.email}</b>. Open it to activate your account, then sign in.
          </Text>
          <Text size="sm" c="dimmed">
            Nothing arrived? Check your spam folder, or send the link again.
          </Text>
          <Button
            variant="light"
            loading={resend.isPending}
            disabled={resend.isSuccess}
            onClick={() => resend.mutate({ email: register.data.email })}
            data-testid="register-resend"
          >
            {resend.isSuccess ? 'Link sent again' : 'Resend verification email'}
          </Button>
          {resend.isError && <Text c="red" size="sm">{errorMessage(resend.error)}</Text>}
          <Anchor component={Link} to="/login" data-testid="register-login-link">
            Go to sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="Build folios, share them and sell licences." testId="register-page">
      {register.isError && (
        <Alert color="red" icon={<IconAlertCircle />} data-testid="register-error">
          {errorMessage(register.error)}
        </Alert>
      )}
      <form
        onSubmit={form.onSubmit(({ displayName, email, password }) => register.mutate({ displayName: displayName.trim(), email, password }))}
        noValidate
        data-testid="register-form"
      >
        <Stack gap="md">
          <TextInput label="Name" autoComplete="name" required autoFocus data-testid="register-name" {...form.getInputProps('displayName')} />
          <TextInput label="Email" type="email" autoComplete="email" required data-testid="register-email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password`}
            autoComplete="new-password"
            required
            data-testid="register-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" required data-testid="register-confirm" {...form.getInputProps('confirm')} />
          <Button type="submit" fullWidth loading={register.isPending} data-testid="register-submit">
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
