import { Anchor, Button, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useRegister, useResendVerification } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { AccountForm } from '../../components/AccountForm.tsx';
import { AuthCard, AuthCardFooter, AuthCardOutcome } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.pageTitle'));
  const register = useRegister();
  const resend = useResendVerification();

  if (register.isSuccess) {
    return (
      <AuthCard title={t('register.checkEmail')} testId="register-done">
        <AuthCardOutcome icon={<IconMailCheck size={30} />}>
          <Text>
            <Trans t={t} i18nKey="register.sent" values={{ email: register.data.email }} components={{ bold: <b /> }} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('register.nothingArrived')}
          </Text>
          <Button
            variant="light"
            loading={resend.isPending}
            disabled={resend.isSuccess}
            onClick={() => resend.mutate({ email: register.data.email })}
            data-testid="register-resend"
          >
            {resend.isSuccess ? t('register.sentAgain') : t('resendVerification')}
          </Button>
          {resend.isError && <Text c="red" size="sm">{errorMessage(resend.error)}</Text>}
          <Anchor component={Link} to="/login" data-testid="register-login-link">
            {t('goToSignIn')}
          </Anchor>
        </AuthCardOutcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} testId="register-page">
      <AccountForm testId="register" nameLabel={t('register.name')} submitLabel={t('register.submit')} mutation={register} onSubmit={(account) => register.mutate(account)} />
      <AuthCardFooter lead={t('register.haveAccount')} to="/login">
        {t('register.signIn')}
      </AuthCardFooter>
    </AuthCard>
  );
}
