import { Alert, Anchor, Badge, Box, Container, Group, Modal, Pagination, Paper, Skeleton, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useOutbox, type OutboxMail } from '../../api/admin.ts';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/title.ts';
import { linkify } from './linkify.ts';
import { ResultCount } from '../../components/ResultCount.tsx';

const PAGE_SIZE = 20;

const STATUS_COLOR: Record<OutboxMail['status'], string> = { outbox: 'gray', queued: 'blue', sent: 'teal', failed: 'red' };

/** A mail's status in the app's language. */
function statusText(status: OutboxMail['status']): string {
  switch (status) {
    case 'outbox':
      return translate('admin:outbox.statuses.outbox');
    case 'queued':
      return translate('admin:outbox.statuses.queued');
    case 'sent':
      return translate('admin:outbox.statuses.sent');
    case 'failed':
      return translate('admin:outbox.statuses.failed');
    default:
      return status;
  }
}

function MailBody({ text }: { text: string }) {
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="outbox-mail-body">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} data-testid="outbox-mail-link">
            {part.href}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

function MailRow({ mail, onOpen }: { mail: OutboxMail; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <UnstyledButton onClick={onOpen} data-testid="outbox-item" w="100%">
      {/* Named by what it shows, after what it does (WCAG 2.5.3: the visible text is part of the name). */}
      <VisuallyHidden>{t('outbox.open')} </VisuallyHidden>
      <Paper withBorder radius="md" px="md" py="sm" className="outbox-row">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="sm" truncate data-testid="outbox-item-subject">
              {mail.subject}
            </Text>
            <Text size="sm" c="dimmed" truncate data-testid="outbox-item-to">
              {t('outbox.toLine', { to: mail.to })}
            </Text>
          </Box>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="xs" c="dimmed" data-testid="outbox-item-date">
              {formatDate(mail.createdAt)}
            </Text>
            <Badge size="xs" variant="light" color={STATUS_COLOR[mail.status]}>
              {statusText(mail.status)}
            </Badge>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** /admin/outbox: the mails Folio wrote (dev outbox), for super admins; opening one shows its text with working links. */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('outbox.title'));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const narrow = useMediaQuery('(max-width: 35.5em)');
  const outbox = useOutbox({ first: PAGE_SIZE, after: (page - 1) * PAGE_SIZE });
  const total = outbox.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2" data-testid="outbox-heading">
            {t('outbox.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('outbox.intro')}
          </Text>
        </Stack>
        {/* An empty outbox says so once, below. */}
        <ResultCount total={outbox.data ? total : undefined} loading={outbox.isFetching} size="sm" fw={500} c={undefined} testId="outbox-results" />
        {outbox.isError && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="outbox-error">
            {errorMessage(outbox.error)}
          </Alert>
        )}
        {outbox.isPending && (
          <Stack gap="xs">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={64} radius="md" />
            ))}
          </Stack>
        )}
        {outbox.data && outbox.data.items.length === 0 && (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Stack align="center" gap="xs">
              <IconInbox size={32} color="var(--mantine-color-gray-5)" />
              <Text c="dimmed">{t('outbox.empty')}</Text>
            </Stack>
          </Paper>
        )}
        {outbox.data && outbox.data.items.length > 0 && (
          <Stack gap="xs" data-testid="outbox-list" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {outbox.data.items.map((mail) => (
              <li key={mail.id}>
                <MailRow mail={mail} onOpen={() => setOpen(mail)} />
              </li>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" data-testid="outbox-pagination" />
          </Group>
        )}
      </Stack>

      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="lg" fullScreen={narrow} data-testid="outbox-mail">
        {open && (
          <Stack gap="sm">
            <Stack gap={0}>
              <Text size="sm">
                <b>{t('outbox.to')}</b> {open.to}
              </Text>
              <Text size="sm">
                <b>{t('outbox.date')}</b> {formatDate(open.createdAt)}
              </Text>
              <Text size="sm">
                <b>{t('outbox.status')}</b> {statusText(open.status)}
              </Text>
            </Stack>
            <Paper withBorder p="md" radius="md" bg="gray.0">
              <MailBody text={open.text} />
            </Paper>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
