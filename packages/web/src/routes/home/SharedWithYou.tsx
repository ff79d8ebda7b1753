/** The dashboard's "Shared with you": folios, assets and libraries others shared with the user, newest first. */
import { Anchor, Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLeaveShare, useSharedWithMe, type SharedItem } from '../../api/shares.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { notifyFailed } from '../../lib/failure.ts';

const PAGE = 10;

function openPath(item: SharedItem): string {
  if (item.itemType === 'folio') return `/folios/${encodeURIComponent(item.itemId)}/edit`;
  if (item.itemType === 'library') return `/libraries/${encodeURIComponent(item.itemId)}`;
  return '/assets?tab=shared';
}


function kindLabel(t: TFunction, kind: SharedItem['itemType']): string {
  if (kind === 'folio') return t('shared.kind.folio');
  if (kind === 'library') return t('shared.kind.library');
  return t('shared.kind.asset');
}

function rightsText(t: TFunction, r: SharedItem): string {
  if (r.canEditContent && r.canEditSettings) return t('shared.rights.edit');
  if (r.canEditContent) return t('shared.rights.editContent');
  if (r.canEditSettings) return t('shared.rights.editSettings');
  return t('shared.rights.view');
}

function Row({ item }: { item: SharedItem }) {
  const { t } = useTranslation('home');
  const leave = useLeaveShare();
  const direct = item.via.includes('user');
  return (
    <Group justify="space-between" wrap="nowrap" py="xs" gap="sm" data-testid="shared-row" data-item-id={item.itemId} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Badge size="xs" variant="light">
            {kindLabel(t, item.itemType)}
          </Badge>
          <Anchor component={Link} to={openPath(item)} fw={600} truncate data-testid="shared-open">
            {item.name || t('untitled')}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          {t('shared.from', { owner: item.ownerName, rights: rightsText(t, item), date: formatDate(item.sharedAt) })}
          {item.via.includes('followers') && !direct ? t('shared.viaFollowers') : ''}
          {item.via.includes('group') && !direct ? t('shared.viaGroup') : ''}
        </Text>
      </Stack>
      {direct && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(
              { itemType: item.itemType, itemId: item.itemId },
              { onSuccess: () => notifications.show({ message: t('shared.left', { name: item.name }) }), onError: (e) => notifyFailed(t('shared.leaveFailed'), e) },
            )
          }
          data-testid="shared-leave"
        >
          {t('shared.remove')}
        </Button>
      )}
    </Group>
  );
}

export function SharedWithYou() {
  const { t } = useTranslation('home');
  const [first, setFirst] = useState(PAGE);
  const shared = useSharedWithMe(first);
  const items = shared.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-shared" component="section" aria-label={t('shared.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('shared.title')}
      </Title>
      <ErrorAlert of={shared} testId="shared-error" />
      {shared.isPending ? (
        <Skeleton h={44} />
      ) : items.length === 0 && !shared.isError ? (
        <EmptyState size="sm" icon={<IconShare size={24} />} title={t('shared.emptyTitle')} description={t('shared.emptyDescription')} />
      ) : (
        <Stack gap={0}>
          {items.map((item) => (
            <Row key={`${item.itemType}:${item.itemId}`} item={item} />
          ))}
          {(shared.data?.total ?? 0) > items.length && (
            <Button variant="subtle" mt="xs" onClick={() => setFirst((n) => n + PAGE)} loading={shared.isFetching}>
              {t('showMore')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
