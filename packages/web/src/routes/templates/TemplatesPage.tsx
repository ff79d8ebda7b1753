/**
 * /templates — free folios others offer with a copy licence: preview the published page, then "Use this template"
 * makes your own private copy (template rules apply to its edits) and opens it in the editor.
 */
import { Anchor, Badge, Button, Container, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconSearch, IconTemplate } from '@tabler/icons-react';
import { LICENSE_TYPE_INFO, folioActionFailed, isLicenseType } from '@folio/model';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCopyFolio } from '../../api/folios.ts';
import { useTemplates, type MarketplaceItem } from '../../api/selling.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { notifyFailed } from '../../lib/failure.ts';
import { usePageTitle } from '../../lib/title.ts';

const PAGE = 24;

function TemplateCard({ item }: { item: MarketplaceItem }) {
  const copy = useCopyFolio();
  const navigate = useNavigate();
  const licence = item.licenseTypes.find(isLicenseType);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="template-card" data-folio-id={item.id}>
      <Stack gap={6} h="100%">
        <Text fw={600} lineClamp={2}>
          {item.name || 'Untitled'}
        </Text>
        <Text size="xs" c="dimmed">
          By {item.author.displayName}
        </Text>
        {item.summary && (
          <Text size="sm" lineClamp={3}>
            {item.summary}
          </Text>
        )}
        {licence && (
          <Badge variant="light" w="fit-content" title={LICENSE_TYPE_INFO[licence].allows.join(', ')}>
            {LICENSE_TYPE_INFO[licence].label}
          </Badge>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            size="xs"
            loading={copy.isPending}
            onClick={() =>
              copy.mutate(item.id, {
                onSuccess: (created) => {
                  notifications.show({ color: 'green', message: `“${created.root.name}” is yours now; edit it as you like.` });
                  void navigate(`/folios/${encodeURIComponent(created.id)}/edit`);
                },
                onError: (error) => notifyFailed(folioActionFailed('creating'), error),
              })
            }
            data-testid="template-use"
          >
            Use this template
          </Button>
          <Anchor href={item.url} target="_blank" rel="noopener" size="sm" data-testid="template-preview">
            <Group gap={4} component="span">
              Preview <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

export function TemplatesPage() {
  usePageTitle('Templates');
  const [search, setSearch] = useState('');
  const [title] = useDebouncedValue(search.trim(), 300);
  const [first, setFirst] = useState(PAGE);
  const templates = useTemplates(first, title);
  const items = templates.data?.items ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Templates
          </Title>
          <Text c="dimmed">Free folios others offer as a starting point. Using one makes your own private copy.</Text>
        </Stack>
        <TextInput leftSection={<IconSearch size={16} />} placeholder="Search templates by name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="Search templates" data-testid="templates-search" maw={420} />
        <ErrorAlert of={templates} testId="templates-error" />
        {templates.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <Skeleton h={160} />
            <Skeleton h={160} />
          </SimpleGrid>
        ) : items.length === 0 && !templates.isError ? (
          <EmptyState
            icon={<IconTemplate size={28} />}
            title={title ? 'No template matches' : 'No templates yet'}
            description={title ? 'Try another word.' : 'When someone offers a public folio as a free template, it shows up here. You can offer yours from a folio’s settings.'}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="template-grid">
            {items.map((item) => (
              <TemplateCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        )}
        {(templates.data?.total ?? 0) > items.length && (
          <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={templates.isFetching}>
            Show more
          </Button>
        )}
      </Stack>
    </Container>
  );
}
