import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useCreateFirstAdmin, useSetupStatus } from '../../api/users.ts';
import { AccountForm } from '../../components/AccountForm.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { FEATURES } from '../../lib/features.ts';
import { usePageTitle } from '../../lib/title.ts';

const ADMIN_POWERS = FEATURES.userManagement
  ? 'can read the outbox, manage users and see the login log'
  : 'can read the outbox, where Folio keeps the mail it sends while no mail server is set up';

/** First run: creates the first super admin while the database has no user. */
export function SetupPage() {
  usePageTitle('Set up Folio');
  const status = useSetupStatus();
  const create = useCreateFirstAdmin();
  const navigate = useNavigate();

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return (
      <AuthCard title="Set up Folio">
        <ErrorAlert of={status} />
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
      subtitle={`Create the administrator account for this installation. It ${ADMIN_POWERS}.`}
      testId="setup-page"
    >
      <AccountForm
        testId="setup"
        nameLabel="Your name"
        submitLabel="Create administrator"
        mutation={create}
        onSubmit={(account) =>
          create.mutate(account, {
            onSuccess: (signedIn) =>
              void navigate(signedIn ? '/home' : '/login?setup=done', { replace: true, state: { email: account.email.trim().toLowerCase() } }),
          })
        }
      />
    </AuthCard>
  );
}
