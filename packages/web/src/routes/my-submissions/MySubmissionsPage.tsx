/** The forms a signed-in user has filled: each submission with the folio it went to and the answers sent. */
import { Container, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMySubmissions } from '../../api/submissions.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { formatWhen } from '../submissions/answers.ts';

const PAGE_SIZE = 20;

export function MySubmissionsPage() {
  const { t } = useTranslation('submissions');
  usePageTitle(t('mine.title'));
  const [page, setPage] = useState(1);
  const query = useMySubmissions(PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const data = query.data;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackLink to="/home" label={t('dashboard')} testId="my-submissions-back" />
        <Stack gap={2}>
          <Title order={1} size="h2" data-testid="my-submissions-heading">
            {t('mine.title')}
          </Title>
          <Text c="dimmed">{t('mine.subtitle')}</Text>
        </Stack>
        <ErrorAlert of={query} testId="my-submissions-error" />
        {query.isPending ? (
          <Stack gap="xs" aria-label={t('mine.loading')}>
            <Skeleton h={90} />
            <Skeleton h={90} />
          </Stack>
        ) : data && data.total === 0 ? (
          <Stack align="center" gap="xs" p="xl" data-testid="my-submissions-empty">
            <IconInbox size={40} stroke={1.4} />
            <Text fw={600}>{t('mine.emptyTitle')}</Text>
            <Text c="dimmed" size="sm">
              {t('mine.emptyHelp')}
            </Text>
          </Stack>
        ) : (
          data?.items.map((s) => (
            <Paper key={s.id} withBorder radius="md" p="md" data-testid="my-submission">
              <Text fw={600}>{s.folioName}</Text>
              <Text size="xs" c="dimmed" mb="xs">
                {t('mine.sent', { date: formatWhen(s.createdAt) })}
                {s.editedAt ? t('mine.editedByOwner', { date: formatWhen(s.editedAt) }) : ''}
              </Text>
              <Stack gap={4} component="dl" m={0}>
                {s.answers.map((a, i) => (
                  <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span fw={500} component="dt" display="inline">
                      {t('mine.answerLabel', { label: a.label })}
                    </Text>{' '}
                    <Text span component="dd" display="inline" m={0}>
                      {a.text || t('noAnswer')}
                    </Text>
                  </Text>
                ))}
              </Stack>
            </Paper>
          ))
        )}
        {data && data.total > PAGE_SIZE ? <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" /> : null}
      </Stack>
    </Container>
  );
}
