import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconClock, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AUTHORIZATION_FAILED, LOGIN_INCORRECT } from '@folio/model';
import { useLogin, useResendVerification } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSetupStatus } from '../../api/users.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { AuthCard, AuthCardFooter } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { home } from '../home/lazyHome.ts';
import { useSignInFields } from './useSignInFields.ts';

const NOT_VERIFIED = 'Email Not Verified';
const INCORRECT_TOAST_ID = 'login-incorrect';

export function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const location = useLocation();
  const setup = useSetupStatus();
  const login = useLogin();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<{ text: string; notVerified: boolean } | null>(null);
  const prefill = (location.state as { email?: string } | null)?.email ?? '';

  const form = useSignInFields({ username: prefill, password: '' });

  if (setup.data?.needsSetup) return <Navigate to="/setup" replace />;
  if (setup.isPending) return <PageLoader />;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    resend.reset();
    notifications.hide(INCORRECT_TOAST_ID);
    // The dashboard's code downloads alongside the sign-in request, so it is here when sign-in leads there.
    void home.preload().catch(() => {});
    // On success, storing the session makes SignedOutOnly send the user on (back to where they came from).
    login.mutate(values, {
      onError: (error) => {
        const message = errorMessage(error);
        if (message.includes(AUTHORIZATION_FAILED)) {
          notifications.show({ id: INCORRECT_TOAST_ID, color: 'red', message: LOGIN_INCORRECT, 'data-testid': 'login-incorrect-toast' });
        } else {
          // The server names this refusal in its error title; the person reads only its sentence.
          setFailure({ text: message, notVerified: error instanceof ApiError && error.message.startsWith(`${NOT_VERIFIED}:`) });
        }
      },
    });
  });

  const notVerified = failure?.notVerified ?? false;

  return (
    <AuthCard title="Sign in to Folio" subtitle="Welcome back. Sign in with your email and password." testId="login-page">
      {params.get('expired') === 'true' && (
        <Alert color="yellow" icon={<IconClock />} title="Session ended" data-testid="login-expired-notice">
          Your session has expired. Please sign in again.
        </Alert>
      )}
      {params.get('deactivated') === 'true' && (
        <Alert color="red" icon={<IconAlertCircle />} title="Account deactivated" data-testid="login-deactivated-notice">
          An administrator deactivated your account, so you were signed out. Ask an administrator to reactivate it.
        </Alert>
      )}
      {params.get('deleted') === 'true' && (
        <Alert color="teal" icon={<IconCircleCheck />} title="Account deleted" data-testid="login-deleted-notice">
          Your account and your data were deleted. What others bought from you stays available to them.
        </Alert>
      )}
      {params.get('setup') === 'done' && (
        <Alert color="teal" icon={<IconCircleCheck />} title="Folio is ready" data-testid="login-setup-done">
          Your administrator account was created. Sign in with it.
        </Alert>
      )}
      {failure && (
        <Alert color="red" icon={<IconAlertCircle />} data-testid="login-error">
          <Stack gap="xs">
            <Text size="sm">{failure.text}</Text>
            {notVerified && !resend.isSuccess && (
              <Button
                size="xs"
                variant="white"
                color="red"
                w="fit-content"
                leftSection={<IconMailForward size={14} />}
                loading={resend.isPending}
                onClick={() => resend.mutate({ email: form.values.username })}
                data-testid="resend-verification"
              >
                Resend verification email
              </Button>
            )}
            {resend.isSuccess && (
              <Text size="sm" fw={500} data-testid="resend-verification-done">
                {resend.data.message}
              </Text>
            )}
            {resend.isError && <Text size="sm">{errorMessage(resend.error)}</Text>}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate data-testid="login-form">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="you@example.com"
            required
            data-autofocus
            autoFocus
            data-testid="login-username"
            {...form.field('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            data-testid="login-password"
            {...form.field('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
            Sign in
          </Button>
        </Stack>
      </form>
      <AuthCardFooter lead="New to Folio?" to="/register" testId="register-link">
        Create an account
      </AuthCardFooter>
    </AuthCard>
  );
}
