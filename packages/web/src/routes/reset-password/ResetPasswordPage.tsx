import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useResetPassword } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { PasswordFields } from '../../components/PasswordFields.tsx';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { authAnswerText } from '../../lib/authAnswers.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useTokenLink } from '../../lib/tokenLink.ts';
import { newPasswordRules } from '../../lib/passwordRules.ts';

/** /reset-password/:id?token=…: choose a new password with the mailed single-use token. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const { id, token } = useTokenLink();
  const reset = useResetPassword();
  const form = useForm({ initialValues: { password: '', confirm: '' }, validate: newPasswordRules });

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('reset.changedTitle')} testId="reset-success">
        <Alert color="teal" icon={<IconCircleCheck />}>
          {authAnswerText(reset.data.message)}
        </Alert>
        <Button component={Link} to="/login" fullWidth data-testid="reset-login">
          {t('reset.signIn')}
        </Button>
      </AuthCard>
    );
  }

  if (!token || !id) {
    return (
      <AuthCard title={t('reset.incompleteTitle')} testId="reset-invalid">
        <Text>{t('reset.incomplete')}</Text>
        <Button component={Link} to="/forgot-password" variant="light">
          {t('reset.askNew')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} testId="reset-page">
      {reset.isError && (
        <Alert color="red" icon={<IconAlertCircle />} data-testid="reset-error">
          <Stack gap={6}>
            <Text size="sm">{errorMessage(reset.error)}</Text>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('reset.askNew')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <form onSubmit={form.onSubmit(({ password }) => reset.mutate({ id, token, password }))} noValidate data-testid="reset-form">
        <Stack gap="md">
          <PasswordFields
            label={t('reset.newPassword')}
            confirmLabel={t('reset.confirmNewPassword')}
            autoFocus
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
            testIds={{ password: 'reset-password', confirm: 'reset-confirm' }}
          />
          <Button type="submit" fullWidth loading={reset.isPending} data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
