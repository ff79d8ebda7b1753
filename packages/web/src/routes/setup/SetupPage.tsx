import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useCreateFirstAdmin, useSetupStatus } from '../../api/users.ts';
import { AccountForm } from '../../components/AccountForm.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { FEATURES } from '../../lib/features.ts';
import { usePageTitle } from '../../lib/title.ts';

/** First run: creates the first super admin while the database has no user. */
export function SetupPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('setup.pageTitle'));
  const status = useSetupStatus();
  const create = useCreateFirstAdmin();
  const navigate = useNavigate();

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return (
      <AuthCard title={t('setup.pageTitle')}>
        <ErrorAlert of={status} />
      </AuthCard>
    );
  }
  if (!status.data.needsSetup && !create.isPending) {
    return (
      <AuthCard title={t('setup.doneTitle')} subtitle={t('setup.done')} testId="setup-done">
        <Button component={Link} to="/login" fullWidth>
          {t('goToSignIn')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('setup.title')}
      subtitle={FEATURES.userManagement ? t('setup.subtitle') : t('setup.subtitleOutbox')}
      testId="setup-page"
    >
      <AccountForm
        testId="setup"
        nameLabel={t('setup.name')}
        submitLabel={t('setup.submit')}
        mutation={create}
        onSubmit={(account) =>
          create.mutate(account, {
            onSuccess: ({ signedIn }) =>
              void navigate(signedIn ? '/home?setup=done' : '/login?setup=done', { replace: true, state: { email: account.email.trim().toLowerCase() } }),
          })
        }
      />
    </AuthCard>
  );
}
