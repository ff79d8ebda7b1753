import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconClock, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AUTHORIZATION_FAILED } from '@folio/model';
import { useLogin, useResendVerification } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSetupStatus } from '../../api/users.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { authAnswerText } from '../../lib/authAnswers.ts';
import { AuthCard, AuthCardFooter } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { home } from '../home/lazyHome.ts';
import { useSignInFields } from './useSignInFields.ts';

const NOT_VERIFIED = 'Email Not Verified';
const INCORRECT_TOAST_ID = 'login-incorrect';

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
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
        // The server's own words decide (errorMessage may show them in the app's language).
        if ((error instanceof ApiError ? error.reason : message).includes(AUTHORIZATION_FAILED)) {
          // The spec's LOGIN_INCORRECT in the app's language.
          notifications.show({ id: INCORRECT_TOAST_ID, color: 'red', message: t('login.incorrect'), 'data-testid': 'login-incorrect-toast' });
        } else {
          // The server names this refusal in its error title; the person reads only its sentence.
          setFailure({ text: message, notVerified: error instanceof ApiError && error.message.startsWith(`${NOT_VERIFIED}:`) });
        }
      },
    });
  });

  const notVerified = failure?.notVerified ?? false;
  const usernameField = form.field('username');
  const passwordField = form.field('password');

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-page">
      {params.get('expired') === 'true' && (
        <Alert color="yellow" icon={<IconClock />} title={t('login.expiredTitle')} data-testid="login-expired-notice">
          {t('login.expired')}
        </Alert>
      )}
      {params.get('deactivated') === 'true' && (
        <Alert color="red" icon={<IconAlertCircle />} title={t('login.deactivatedTitle')} data-testid="login-deactivated-notice">
          {t('login.deactivated')}
        </Alert>
      )}
      {params.get('deleted') === 'true' && (
        <Alert color="teal" icon={<IconCircleCheck />} title={t('login.deletedTitle')} data-testid="login-deleted-notice">
          {t('login.deleted')}
        </Alert>
      )}
      {params.get('setup') === 'done' && (
        <Alert color="teal" icon={<IconCircleCheck />} title={t('login.setupDoneTitle')} data-testid="login-setup-done">
          {t('login.setupDone')}
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
                {t('resendVerification')}
              </Button>
            )}
            {resend.isSuccess && (
              <Text size="sm" fw={500} data-testid="resend-verification-done">
                {authAnswerText(resend.data.message)}
              </Text>
            )}
            {resend.isError && <Text size="sm">{errorMessage(resend.error)}</Text>}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate data-testid="login-form">
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            placeholder={t('fields.emailPlaceholder')}
            required
            data-autofocus
            autoFocus
            data-testid="login-username"
            {...usernameField}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            data-testid="login-password"
            {...passwordField}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <AuthCardFooter lead={t('login.newLead')} to="/register" testId="register-link">
        {t('login.createAccount')}
      </AuthCardFooter>
    </AuthCard>
  );
}
