import { Button, Container, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import { ResultCount } from './ResultCount.tsx';

export interface ListScreenProps {
  /** plural noun naming the screen's test ids: `{name}-heading`, `-results`, `-error`, `-loading`, `-empty` */
  name: string;
  title: string;
  subtitle: string;
  /** the "New …" button */
  create: { label: string; onClick: () => void; testId: string };
  query: { data?: { total: number; totalIsEstimate?: boolean } | undefined; isPending: boolean; isFetching: boolean; isError: boolean; error: unknown };
  /** how many items are shown; 0 shows the empty state */
  count: number;
  empty: { icon: ReactNode; title: string; description: string };
  /** the list itself, shown once loaded and not empty */
  children: ReactNode;
}

/** A screen listing the user's things: heading with a create button, then the list with its count, error, loading and empty states. */
export function ListScreen({ name, title, subtitle, create, query, count, empty, children }: ListScreenProps) {
  const { t } = useTranslation('common');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2" data-testid={`${name}-heading`}>
              {title}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={create.onClick} data-testid={create.testId}>
            {create.label}
          </Button>
        </Group>

        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('listScreen.section', { title: title.toLowerCase() })}>
          {/* An empty list says so once, in the empty state below. */}
          <ResultCount total={query.data?.total} estimate={query.data?.totalIsEstimate} loading={query.isFetching} mb="xs" testId={`${name}-results`} />
          <ErrorAlert of={query} testId={`${name}-error`} />
          {query.isPending ? (
            <Stack gap="xs" data-testid={`${name}-loading`} aria-label={t('listScreen.loading', { title: title.toLowerCase() })}>
              <Skeleton h={52} />
              <Skeleton h={52} />
            </Stack>
          ) : count === 0 && !query.isError ? (
            <EmptyState icon={empty.icon} variant="light" title={empty.title} description={empty.description} data-testid={`${name}-empty`} />
          ) : (
            children
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
