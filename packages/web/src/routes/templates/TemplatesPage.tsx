/**
 * /templates — Folio's built-in templates (issue 32), those of the person's intent first (`?for=<intent>` from the
 * first-run question, else their profile's answer), filtered by intent; "Use this template" makes their own private
 * folio (or website with its pages) and opens it. Below, free folios others offer with a copy licence: preview the
 * published page, then "Use this template" makes your own private copy (template rules apply to its edits).
 */
import { Anchor, Badge, Button, Chip, Container, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconSearch, IconTemplate } from '@tabler/icons-react';
import { INTENTS, folioActionFailed, isIntent, isLicenseType, type BuiltinTemplateSummary, type Intent, type LicenseType } from '@folio/model';
import type { TFunction } from '../../i18n/i18n.ts';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { useCopyFolio } from '../../api/folios.ts';
import { useTemplates, type MarketplaceItem } from '../../api/selling.ts';
import { useBuiltinTemplate, useBuiltinTemplates } from '../../api/templates.ts';
import { useMe } from '../../api/users.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { readableBadge } from '../../components/readableBadge.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { usePageTitle } from '../../lib/title.ts';
import { orderForIntent } from './order.ts';

const PAGE = 24;

/** The built-ins' titles and descriptions in the app's language (the API's English stays for unknown ones). */
function builtinTexts(t: TFunction): Record<string, { title: string; description: string }> {
  return {
    portfolio: { title: t('builtin.portfolio.title'), description: t('builtin.portfolio.description') },
    'landing-page': { title: t('builtin.landingPage.title'), description: t('builtin.landingPage.description') },
    'event-rsvp': { title: t('builtin.eventRsvp.title'), description: t('builtin.eventRsvp.description') },
    'survey-with-charts': { title: t('builtin.surveyWithCharts.title'), description: t('builtin.surveyWithCharts.description') },
    'product-licence': { title: t('builtin.productLicence.title'), description: t('builtin.productLicence.description') },
    resume: { title: t('builtin.resume.title'), description: t('builtin.resume.description') },
    newsletter: { title: t('builtin.newsletter.title'), description: t('builtin.newsletter.description') },
    course: { title: t('builtin.course.title'), description: t('builtin.course.description') },
    'link-in-bio': { title: t('builtin.linkInBio.title'), description: t('builtin.linkInBio.description') },
    'small-business-website': { title: t('builtin.smallBusinessWebsite.title'), description: t('builtin.smallBusinessWebsite.description') },
  };
}

function intentLabel(t: TFunction, intent: Intent): string {
  switch (intent) {
    case 'portfolio':
      return t('intents.portfolio');
    case 'business':
      return t('intents.business');
    case 'event':
      return t('intents.event');
    case 'form':
      return t('intents.form');
    case 'shop':
      return t('intents.shop');
    case 'personal':
      return t('intents.personal');
    case 'education':
      return t('intents.education');
  }
}

function licenceLabel(t: TFunction, licence: LicenseType): string {
  switch (licence) {
    case 'view':
      return t('selling:licence.label.view');
    case 'personal':
      return t('selling:licence.label.personal');
    case 'edit':
      return t('selling:licence.label.edit');
    case 'submissions':
      return t('selling:licence.label.submissions');
    case 'site':
      return t('selling:licence.label.site');
    case 'resale':
      return t('selling:licence.label.resale');
  }
}

function BuiltinCard({ item, use, busy }: { item: BuiltinTemplateSummary; use: (item: BuiltinTemplateSummary) => void; busy: string | null }) {
  const { t } = useTranslation('templates');
  const titleId = useId();
  const texts = builtinTexts(t)[item.slug] ?? { title: item.title, description: item.description };
  return (
    <Paper withBorder radius="lg" data-testid="builtin-template-card" data-slug={item.slug} style={{ overflow: 'hidden' }}>
      <Stack gap={0} h="100%">
        <img src={item.previewUrl} alt="" width={640} height={360} loading="lazy" style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', background: 'var(--mantine-color-gray-1)' }} />
        <Stack gap={6} p="md" style={{ flex: 1 }}>
          <Title order={3} size="h4" id={titleId}>
            {texts.title}
          </Title>
          <Text size="sm">{texts.description}</Text>
          <Group gap={4}>
            {item.kind === 'website' && (
              <Badge variant="light" color="blue" style={readableBadge('blue')}>
                {t('websiteBadge')}
              </Badge>
            )}
            {item.intents.map((intent) => (
              <Badge key={intent} variant="light" color="gray" style={readableBadge('gray')}>
                {intentLabel(t, intent)}
              </Badge>
            ))}
          </Group>
          <Group mt="auto" pt="xs">
            <Button size="xs" loading={busy === item.slug} disabled={busy !== null && busy !== item.slug} onClick={() => use(item)} aria-describedby={titleId} data-testid="builtin-template-use">
              {t('use')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}

function BuiltinTemplates() {
  const { t } = useTranslation('templates');
  const [params] = useSearchParams();
  const me = useMe();
  const asked = params.get('for');
  const preferred: Intent | null = isIntent(asked) ? asked : isIntent(me.data?.intent) ? me.data.intent : null;
  const [filter, setFilter] = useState<string>('all');
  const templates = useBuiltinTemplates();
  const make = useBuiltinTemplate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const labelId = useId();

  const use = (item: BuiltinTemplateSummary) => {
    setBusy(item.slug);
    const title = builtinTexts(t)[item.slug]?.title ?? item.title;
    make.mutate(item.slug, {
      onSuccess: (made) => {
        notifications.show({ color: 'green', message: made.websiteId ? t('madeWebsite', { title }) : t('madeFolio', { title }) });
        void navigate(made.websiteId ? `/websites/${encodeURIComponent(made.websiteId)}` : `/folios/${encodeURIComponent(made.folioId)}/edit`);
      },
      onError: (error) => notifyFailed(folioActionFailed('creating'), error),
      onSettled: () => setBusy(null),
    });
  };

  const ordered = orderForIntent(templates.data?.items ?? [], preferred);
  const shown = filter === 'all' ? ordered : ordered.filter((item) => (item.intents as string[]).includes(filter));

  return (
    <Stack gap="md" component="section" aria-labelledby={`${labelId}-heading`}>
      <Stack gap={4}>
        <Title order={2} size="h3" id={`${labelId}-heading`}>
          {t('builtinTitle')}
        </Title>
        <Text c="dimmed">{t('builtinIntro')}</Text>
        {preferred && (
          <Text size="sm" data-testid="builtin-preferred" data-intent={preferred}>
            {t('preferredFirst', { intent: intentLabel(t, preferred) })}
          </Text>
        )}
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600} id={labelId}>
          {t('filterLabel')}
        </Text>
        <Chip.Group value={filter} onChange={(value) => setFilter(String(value))}>
          <Group gap="xs" role="radiogroup" aria-labelledby={labelId} data-testid="builtin-filter">
            <Chip value="all" size="sm" data-testid="builtin-filter-all">
              {t('filterAll')}
            </Chip>
            {INTENTS.map((intent) => (
              <Chip key={intent} value={intent} size="sm" data-testid={`builtin-filter-${intent}`}>
                {intentLabel(t, intent)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <ErrorAlert of={templates} testId="builtin-templates-error" />
      {templates.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy="true" aria-label={t('loadingBuiltin')}>
          <Skeleton h={280} />
          <Skeleton h={280} />
          <Skeleton h={280} />
        </SimpleGrid>
      ) : shown.length === 0 && !templates.isError ? (
        <EmptyState icon={<IconTemplate size={28} />} title={t('noBuiltin')} description={t('noBuiltinHint')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="builtin-template-grid">
          {shown.map((item) => (
            <BuiltinCard key={item.slug} item={item} use={use} busy={busy} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function TemplateCard({ item }: { item: MarketplaceItem }) {
  const { t } = useTranslation('templates');
  const copy = useCopyFolio();
  const navigate = useNavigate();
  const licence = item.licenseTypes.find(isLicenseType);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="template-card" data-folio-id={item.id}>
      <Stack gap={6} h="100%">
        <Title order={3} size="h5" lineClamp={2}>
          {item.name || t('common:untitled')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('by', { name: item.author.displayName })}
        </Text>
        {item.summary && (
          <Text size="sm" lineClamp={3}>
            {item.summary}
          </Text>
        )}
        {licence && (
          <Badge variant="light" w="fit-content">
            {licenceLabel(t, licence)}
          </Badge>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            size="xs"
            loading={copy.isPending}
            onClick={() =>
              copy.mutate(item.id, {
                onSuccess: (created) => {
                  notifications.show({ color: 'green', message: t('copied', { name: created.root.name }) });
                  void navigate(`/folios/${encodeURIComponent(created.id)}/edit`);
                },
                onError: (error) => notifyFailed(folioActionFailed('creating'), error),
              })
            }
            data-testid="template-use"
          >
            {t('use')}
          </Button>
          <Anchor href={item.url} target="_blank" rel="noopener" size="sm" data-testid="template-preview">
            <Group gap={4} component="span">
              {t('preview')} <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

function CommunityTemplates() {
  const { t } = useTranslation('templates');
  const [search, setSearch] = useState('');
  const [title] = useDebouncedValue(search.trim(), 300);
  const [first, setFirst] = useState(PAGE);
  const templates = useTemplates(first, title);
  const items = templates.data?.items ?? [];
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} size="h3" id={headingId}>
          {t('communityTitle')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <TextInput leftSection={<IconSearch size={16} />} placeholder={t('searchPlaceholder')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label={t('searchLabel')} data-testid="templates-search" maw={420} />
      <ErrorAlert of={templates} testId="templates-error" />
      {templates.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Skeleton h={160} />
          <Skeleton h={160} />
        </SimpleGrid>
      ) : items.length === 0 && !templates.isError ? (
        <EmptyState icon={<IconTemplate size={28} />} title={title ? t('noMatch') : t('none')} description={title ? t('noMatchHint') : t('noneHint')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="template-grid">
          {items.map((item) => (
            <TemplateCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
      {(templates.data?.total ?? 0) > items.length && (
        <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={templates.isFetching}>
          {t('showMore')}
        </Button>
      )}
    </Stack>
  );
}

export function TemplatesPage() {
  const { t } = useTranslation('templates');
  usePageTitle(t('title'));
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <BuiltinTemplates />
        <CommunityTemplates />
      </Stack>
    </Container>
  );
}
