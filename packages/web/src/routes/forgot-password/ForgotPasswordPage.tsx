import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRequestPasswordReset } from '../../api/auth.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { AuthCard, AuthCardFooter } from '../../layout/AuthCard.tsx';
import { authAnswerText } from '../../lib/authAnswers.ts';
import { usePageTitle } from '../../lib/title.ts';
import { emailError } from '../../lib/validation.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.pageTitle'));
  const request = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailError } });

  const emailField = form.getInputProps('email');
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} testId="forgot-page">
      {request.isSuccess ? (
        <Alert color="teal" icon={<IconMailCheck />} title={t('register.checkEmail')} data-testid="forgot-success">
          {authAnswerText(request.data.message)}
        </Alert>
      ) : (
        <>
          <ErrorAlert of={request} testId="forgot-error" />
          <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate data-testid="forgot-form">
            <Stack gap="md">
              <TextInput label={t('fields.email')} type="email" autoComplete="email" required autoFocus data-testid="forgot-email" {...emailField} />
              <Button type="submit" fullWidth loading={request.isPending} data-testid="forgot-submit">
                {t('forgot.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <AuthCardFooter to="/login">{t('backToSignIn')}</AuthCardFooter>
    </AuthCard>
  );
}
