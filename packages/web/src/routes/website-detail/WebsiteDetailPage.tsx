/**
 * One website: publish it, its pages, menu, header and footer (changed at once), its settings (saved with one
 * button) and links that open it in a new tab.
 */
import { Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useParams } from 'react-router';
import { usePublishWebsite, useWebsite, type Website } from '../../api/websites.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { usePageTitle } from '../../lib/title.ts';
import { MenuSection } from './MenuSection.tsx';
import { PagesSection, PreviewLinks } from './PagesSection.tsx';
import { PartsSection } from './PartsSection.tsx';
import { Section, WebsiteEditProvider, useShownWebsite } from './Section.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { readableBadge } from '../../components/readableBadge.ts';

function PublishControl({ website }: { website: Website }) {
  const { t } = useTranslation('websites');
  const publish = usePublishWebsite();
  const onPublish = () =>
    publish.mutate(website.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('detail.publishedToast') }),
      onError: (error) => notifyFailed(t('detail.publishFailed'), error),
    });
  return (
    <Group gap="sm" wrap="wrap" justify="flex-end">
      <Stack gap={0} align="flex-end" role="status" aria-live="polite" data-testid="website-publish-status" data-state={website.publishedAt ? 'published' : 'unpublished'}>
        <Badge variant="light" color={website.publishedAt ? 'teal' : 'gray'} style={readableBadge(website.publishedAt ? 'teal' : 'gray')} data-testid="website-published-badge">
          {website.publishedAt ? t('published') : t('notPublished')}
        </Badge>
        {website.publishedAt && (
          <Text size="xs" c="dimmed" data-testid="website-published-at">
            {formatDate(website.publishedAt)}
          </Text>
        )}
      </Stack>
      <Button
        component="a"
        href={website.siteUrl}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconExternalLink size={16} />}
        data-testid="website-open-site"
      >
        {t('detail.openSite')}
      </Button>
      <Button leftSection={<IconWorldUpload size={16} />} onClick={onPublish} loading={publish.isPending} data-testid="website-publish">
        {t('detail.publish')}
      </Button>
    </Group>
  );
}

function Detail({ website: stored }: { website: Website }) {
  const { t } = useTranslation('websites');
  const { website, apply } = useShownWebsite(stored);
  return (
    <WebsiteEditProvider value={apply}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" data-testid="website-heading" style={{ overflowWrap: 'anywhere' }}>
            {website.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="website-summary">
            {t('detail.summary', { count: website.pages.length, date: formatDate(website.updatedAt) })}
          </Text>
        </Stack>
        <PublishControl website={website} />
      </Group>
      <PagesSection website={website} />
      <MenuSection website={website} />
      <PartsSection website={website} />
      {/* Keyed by id: another website's screen starts from that website's values. */}
      <SettingsSection key={website.id} website={website} />
      <Section id="preview" title={t('detail.preview')} note={t('detail.previewNote')}>
        <PreviewLinks website={website} />
      </Section>
    </WebsiteEditProvider>
  );
}

export function WebsiteDetailPage() {
  const id = useParams().id ?? '';
  const { t } = useTranslation('websites');
  const website = useWebsite(id);
  usePageTitle(website.data?.name ?? t('detail.title'));
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <BackLink to="/websites" label={t('list.title')} testId="website-back" />
        <ErrorAlert of={website} testId="website-error" />
        {website.isPending ? (
          <Stack gap="lg" data-testid="website-loading" aria-label={t('detail.loading')}>
            <Skeleton h={48} />
            <Skeleton h={160} />
            <Skeleton h={120} />
          </Stack>
        ) : website.data ? (
          <Detail website={website.data} />
        ) : null}
      </Stack>
    </Container>
  );
}
