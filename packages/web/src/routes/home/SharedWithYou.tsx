/** The dashboard's "Shared with you": folios, assets and libraries others shared with the user, newest first. */
import { Anchor, Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { SHARE_DELETE_FAILED, formatDate } from '@folio/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { rightsLabel, useLeaveShare, useSharedWithMe, type SharedItem } from '../../api/shares.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { notifyFailed } from '../../lib/failure.ts';

const PAGE = 10;

function openPath(item: SharedItem): string {
  if (item.itemType === 'folio') return `/folios/${encodeURIComponent(item.itemId)}/edit`;
  if (item.itemType === 'library') return `/libraries/${encodeURIComponent(item.itemId)}`;
  return '/assets?tab=shared';
}

const KIND = { folio: 'Folio', asset: 'Asset', library: 'Library' } as const;

function Row({ item }: { item: SharedItem }) {
  const leave = useLeaveShare();
  const direct = item.via.includes('user');
  return (
    <Group justify="space-between" wrap="nowrap" py="xs" gap="sm" data-testid="shared-row" data-item-id={item.itemId} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Badge size="xs" variant="light">
            {KIND[item.itemType]}
          </Badge>
          <Anchor component={Link} to={openPath(item)} fw={600} truncate data-testid="shared-open">
            {item.name || 'Untitled'}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          From {item.ownerName} · {rightsLabel(item)} · {formatDate(item.sharedAt)}
          {item.via.includes('followers') && !direct ? ' · shared with followers' : ''}
          {item.via.includes('group') && !direct ? ' · through a group' : ''}
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
              { onSuccess: () => notifications.show({ message: `You no longer have “${item.name}”.` }), onError: (e) => notifyFailed(SHARE_DELETE_FAILED, e) },
            )
          }
          data-testid="shared-leave"
        >
          Remove
        </Button>
      )}
    </Group>
  );
}

export function SharedWithYou() {
  const [first, setFirst] = useState(PAGE);
  const shared = useSharedWithMe(first);
  const items = shared.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-shared" component="section" aria-label="Shared with you">
      <Title order={2} size="h4" mb="sm">
        Shared with you
      </Title>
      <ErrorAlert of={shared} testId="shared-error" />
      {shared.isPending ? (
        <Skeleton h={44} />
      ) : items.length === 0 && !shared.isError ? (
        <EmptyState size="sm" icon={<IconShare size={24} />} title="Nothing shared yet" description="When someone shares a folio, asset or library with you, it shows up here." />
      ) : (
        <Stack gap={0}>
          {items.map((item) => (
            <Row key={`${item.itemType}:${item.itemId}`} item={item} />
          ))}
          {(shared.data?.total ?? 0) > items.length && (
            <Button variant="subtle" mt="xs" onClick={() => setFirst((n) => n + PAGE)} loading={shared.isFetching}>
              Show more
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
