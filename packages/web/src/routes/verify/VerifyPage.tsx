import { Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useResendVerification, useVerifyEmail } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { AuthCard, AuthCardOutcome } from '../../layout/AuthCard.tsx';
import { authAnswerText } from '../../lib/authAnswers.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useTokenLink } from '../../lib/tokenLink.ts';
import { emailError } from '../../lib/validation.ts';

function ResendForm() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailError } });
  const emailField = form.getInputProps('email');
  if (resend.isSuccess) return <Text size="sm" data-testid="verify-resend-done">{authAnswerText(resend.data.message)}</Text>;
  return (
    <form onSubmit={form.onSubmit((values) => resend.mutate(values))} noValidate data-testid="verify-resend-form" style={{ width: '100%' }}>
      <Stack gap="xs">
        <TextInput label={t('verify.resendLabel')} placeholder={t('fields.emailPlaceholder')} type="email" autoComplete="email" {...emailField} />
        <Button type="submit" variant="light" loading={resend.isPending} data-testid="verify-resend-submit">
          {t('verify.resendSubmit')}
        </Button>
        {resend.isError && <Text c="red" size="sm">{errorMessage(resend.error)}</Text>}
      </Stack>
    </form>
  );
}

/** /verify/:id?token=…: verifies once on load, then says how it went. */
export function VerifyPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verify.pageTitle'));
  const { id, token } = useTokenLink();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: React's development double effects must not spend it twice.
    if (started.current || !token || !id) return;
    started.current = true;
    verify.mutate({ id, token });
  }, [id, token, verify]);

  if (token && id && (verify.isIdle || verify.isPending)) {
    return (
      <AuthCard title={t('verify.pendingTitle')} testId="verify-pending">
        <Stack align="center" py="md">
          <Loader aria-label={t('verify.verifying')} />
          <Text c="dimmed">{t('verify.oneMoment')}</Text>
        </Stack>
      </AuthCard>
    );
  }

  if (verify.isSuccess) {
    const again = verify.data.alreadyVerified;
    return (
      <AuthCard title={again ? t('verify.alreadyTitle') : t('verify.successTitle')} testId={again ? 'verify-already' : 'verify-success'}>
        <AuthCardOutcome color="teal" icon={<IconCircleCheck size={32} />}>
          <Text>{again ? t('verify.already') : t('verify.success')}</Text>
          <Button component={Link} to="/login" fullWidth data-testid="verify-login">
            {t('login.submit')}
          </Button>
        </AuthCardOutcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.failedTitle')} testId="verify-error">
      <AuthCardOutcome color="red" icon={<IconCircleX size={32} />}>
        <Text data-testid="verify-error-message">{verify.isError ? errorMessage(verify.error) : t('verify.missingToken')}</Text>
        <ResendForm />
        <Anchor component={Link} to="/login">
          {t('backToSignIn')}
        </Anchor>
      </AuthCardOutcome>
    </AuthCard>
  );
}
