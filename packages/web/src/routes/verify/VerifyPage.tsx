import { Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useResendVerification, useVerifyEmail } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { AuthCard, AuthCardOutcome } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useTokenLink } from '../../lib/tokenLink.ts';
import { emailError } from '../../lib/validation.ts';

const MISSING_TOKEN = 'This verification link is incomplete; open the link from the email again.';

function ResendForm() {
  const resend = useResendVerification();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailError } });
  if (resend.isSuccess) return <Text size="sm" data-testid="verify-resend-done">{resend.data.message}</Text>;
  return (
    <form onSubmit={form.onSubmit((values) => resend.mutate(values))} noValidate data-testid="verify-resend-form" style={{ width: '100%' }}>
      <Stack gap="xs">
        <TextInput label="Send me a new link" placeholder="you@example.com" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" variant="light" loading={resend.isPending} data-testid="verify-resend-submit">
          Send a new link
        </Button>
        {resend.isError && <Text c="red" size="sm">{errorMessage(resend.error)}</Text>}
      </Stack>
    </form>
  );
}

/** /verify/:id?token=…: verifies once on load, then says how it went. */
export function VerifyPage() {
  usePageTitle('Verify email');
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
      <AuthCard title="Verifying your email" testId="verify-pending">
        <Stack align="center" py="md">
          <Loader aria-label="Verifying" />
          <Text c="dimmed">One moment…</Text>
        </Stack>
      </AuthCard>
    );
  }

  if (verify.isSuccess) {
    const again = verify.data.alreadyVerified;
    return (
      <AuthCard title={again ? 'Already verified' : 'Email verified'} testId={again ? 'verify-already' : 'verify-success'}>
        <AuthCardOutcome color="teal" icon={<IconCircleCheck size={32} />}>
          <Text>{again ? 'This link already verified your email address. You can sign in.' : 'Your email address is verified. You can sign in now.'}</Text>
          <Button component={Link} to="/login" fullWidth data-testid="verify-login">
            Sign in
          </Button>
        </AuthCardOutcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verification failed" testId="verify-error">
      <AuthCardOutcome color="red" icon={<IconCircleX size={32} />}>
        <Text data-testid="verify-error-message">{verify.isError ? errorMessage(verify.error) : MISSING_TOKEN}</Text>
        <ResendForm />
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </AuthCardOutcome>
    </AuthCard>
  );
}
