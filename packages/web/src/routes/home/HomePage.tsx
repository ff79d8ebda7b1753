import { Alert, Button, CloseButton, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconCircleCheck, IconSparkles } from '@tabler/icons-react';
import { RecentPurchases } from './RecentPurchases.tsx';
import type { ReactNode } from 'react';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useHideHint, useMe } from '../../api/users.ts';
import { FEATURES } from '../../lib/features.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { tipOfTheDay } from './tips.ts';
import { Feed } from './Feed.tsx';
import { SharedWithYou } from './SharedWithYou.tsx';
import { YourFolios } from './YourFolios.tsx';
import { YourSubmissionsLink } from './YourSubmissionsLink.tsx';
import { ActivityLinks } from './ActivityLinks.tsx';
import { Checklist } from './Checklist.tsx';
import { FirstRunQuestion } from './FirstRunQuestion.tsx';

function greeting(t: TFunction, now: Date = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return t('greeting.morning');
  if (hour < 18) return t('greeting.afternoon');
  return t('greeting.evening');
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The dashboard: greeting, hints, the user's folios, and their shares and purchases once those areas exist. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  const session = useSession();
  const me = useMe();
  const hide = useHideHint();
  const firstName = me.data?.displayName.split(/\s+/)[0];
  const [params, setParams] = useSearchParams();

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            {me.isPending ? (
              <Skeleton h={34} w={280} />
            ) : (
              <Title order={1} size="h2" data-testid="dashboard-heading">
                {firstName ? t('greeting.named', { greeting: greeting(t), name: firstName }) : greeting(t)}
              </Title>
            )}
            <Text c="dimmed">{t('subtitle')}</Text>
          </Stack>
          <Button component={Link} to="/profile" variant="light" data-testid="dashboard-profile-cta">
            {t('editProfile')}
          </Button>
        </Group>

        <ActivityLinks />

        <FirstRunQuestion />
        <Checklist />

        {me.isError && (
          <Alert color="red" data-testid="dashboard-error">
            {errorMessage(me.error)}
          </Alert>
        )}

        {params.get('setup') === 'done' && (
          <Alert
            color="teal"
            icon={<IconCircleCheck />}
            title={t('setupDone.title')}
            data-testid="home-setup-done"
            withCloseButton
            closeButtonLabel={t('setupDone.dismiss')}
            onClose={() => setParams({}, { replace: true })}
          >
            {t('setupDone.text')}
          </Alert>
        )}

        {session?.showWelcomeMessage && (
          <Alert
            color="violet"
            variant="light"
            icon={<IconSparkles />}
            title={t('welcome.title')}
            data-testid="welcome-message"
            withCloseButton
            closeButtonLabel={t('welcome.dismiss')}
            onClose={() => hide.mutate('showWelcomeMessage')}
          >
            {t('welcome.text')}
          </Alert>
        )}

        {session?.showTipOfTheDay && (
          <Paper withBorder radius="md" p="md" data-testid="tip-of-the-day">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <IconBulb size={22} color="var(--mantine-color-yellow-7)" style={{ flexShrink: 0 }} />
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={600} size="sm">
                  {t('tip.title')}
                </Text>
                <Text size="sm">{tipOfTheDay()}</Text>
              </Stack>
              <CloseButton aria-label={t('tip.dismiss')} onClick={() => hide.mutate('showTipOfTheDay')} />
            </Group>
          </Paper>
        )}

        <YourFolios />

        <YourSubmissionsLink />

        <Feed />

        {(FEATURES.sharing || FEATURES.marketplace) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {FEATURES.sharing && <SharedWithYou />}
            {FEATURES.marketplace && (
              <Section title={t('purchases.title')} testId="dashboard-purchased">
                <RecentPurchases />
              </Section>
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
