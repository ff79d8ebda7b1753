import { Anchor, Button, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRegister, useResendVerification } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { AccountForm } from '../../components/AccountForm.tsx';
import { AuthCard, AuthCardFooter, AuthCardOutcome } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';

export function RegisterPage() {
  usePageTitle('Create account');
  const register = useRegister();
  const resend = useResendVerification();

  if (register.isSuccess) {
    return (
      <AuthCard title="Check your email" testId="register-done">
        <AuthCardOutcome icon={<IconMailCheck size={30} />}>
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
        </AuthCardOutcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="Build folios, share them and sell licences." testId="register-page">
      <AccountForm testId="register" nameLabel="Name" submitLabel="Create account" mutation={register} onSubmit={(account) => register.mutate(account)} />
      <AuthCardFooter lead="Already have an account?" to="/login">
        Sign in
      </AuthCardFooter>
    </AuthCard>
  );
}
