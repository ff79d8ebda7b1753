import { Alert, Button, Center, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@folio/model';
import { errorMessage } from '../../api/client.ts';
import { useCreateFirstAdmin, useSetupStatus } from '../../api/users.ts';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { emailError, newPasswordError, requiredError } from '../../lib/validation.ts';

/** First run: creates the first super admin while the database has no user. */
export function SetupPage() {
  usePageTitle('Set up Folio');
  const status = useSetupStatus();
  const create = useCreateFirstAdmin();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '', confirm: '' },
    validate: {
      displayName: requiredError('your name'),
      email: emailError,
      password: newPasswordError,
      confirm: (value, values) => (value === values.password ? null : 'The passwords do not match'),
    },
  });

  if (status.isPending) {
    return (
      <Center h={300}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title="Set up Folio">
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(status.error)}
        </Alert>
      </AuthCard>
    );
  }
  if (!status.data.needsSetup && !create.isPending) {
    return (
      <AuthCard title="Folio is set up" subtitle="An administrator account already exists." testId="setup-done">
        <Button component={Link} to="/login" fullWidth>
          Go to sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome to Folio"
      subtitle="Create the administrator account for this installation. It can read the outbox, manage users and see the login log."
      testId="setup-page"
    >
      {create.isError && (
        <Alert color="red" icon={<IconAlertCircle />} data-testid="setup-error">
          {errorMessage(create.error)}
        </Alert>
      )}
      <form
        onSubmit={form.onSubmit(({ displayName, email, password }) =>
          create.mutate(
            { displayName: displayName.trim(), email, password },
            { onSuccess: () => void navigate('/login?setup=done', { replace: true, state: { email: email.trim().toLowerCase() } }) },
          ),
        )}
        noValidate
        data-testid="setup-form"
      >
        <Stack gap="md">
          <TextInput label="Your name" autoComplete="name" required autoFocus data-testid="setup-name" {...form.getInputProps('displayName')} />
          <TextInput label="Email" type="email" autoComplete="email" required data-testid="setup-email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password`}
            autoComplete="new-password"
            required
            data-testid="setup-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" required data-testid="setup-confirm" {...form.getInputProps('confirm')} />
          <Button type="submit" fullWidth loading={create.isPending} data-testid="setup-submit">
            Create administrator
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
