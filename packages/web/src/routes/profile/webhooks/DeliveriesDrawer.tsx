/**
 * A webhook's delivery log in a drawer: newest first, each delivery's event, time and status, its attempts (the
 * answer's code and first bytes), the payload sent (expandable), and Replay; Refresh and "Load more".
 */
import { Alert, Badge, Button, Code, Collapse, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { WEBHOOK_EVENT_LABELS, formatDate, type WebhookAttempt } from '@folio/model';
import { errorMessage } from '../../../api/client.ts';
import { useReplayDelivery, useWebhookDeliveries, type Webhook, type WebhookDelivery } from '../../../api/webhooks.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { readableBadge } from '../../../components/readableBadge.ts';
import { attemptSucceeded, attemptText, deliveryStatus, prettyPayload } from './webhookText.ts';

export function DeliveriesDrawer({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 35.5em)');
  return (
    <Drawer opened={webhook !== null} onClose={onClose} position="right" size={narrow ? '100%' : 'lg'} title="Deliveries" data-testid="deliveries-drawer">
      {webhook && <DeliveryLog webhook={webhook} />}
    </Drawer>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const log = useWebhookDeliveries(webhook.id);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
          To {webhook.url}
          {log.total > 0 && ` · ${log.total === 1 ? '1 delivery' : `${log.total} deliveries`}`}
        </Text>
        <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={14} />} onClick={log.refresh} loading={log.isRefetching && !log.loadingMore} style={{ flexShrink: 0 }} data-testid="deliveries-refresh">
          Refresh
        </Button>
      </Group>
      {!webhook.enabled && (
        <Alert color="gray" data-testid="deliveries-off">
          This webhook is off: turn it on to send deliveries again.
        </Alert>
      )}
      <ErrorAlert of={log} testId="deliveries-error" />
      {log.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading deliveries…</Text>
        </Group>
      )}
      {!log.isPending && !log.isError && log.items.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="deliveries-empty">
          Nothing sent yet. Each event you picked is listed here once it happens.
        </Text>
      )}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Deliveries, newest first">
        {log.items.map((d) => (
          <DeliveryItem key={d.id} delivery={d} webhook={webhook} />
        ))}
      </Stack>
      {log.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={log.more} loading={log.loadingMore} data-testid="deliveries-more">
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DeliveryItem({ delivery, webhook }: { delivery: WebhookDelivery; webhook: Webhook }) {
  const replay = useReplayDelivery(webhook.id);
  const [payloadOpen, payload] = useDisclosure(false);
  const status = deliveryStatus(delivery);
  const payloadId = `payload-${delivery.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="delivery-row" data-status={delivery.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {WEBHOOK_EVENT_LABELS[delivery.eventType]}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(delivery.createdAt)} · <Code fz="xs">{delivery.eventType}</Code>
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Message id <Code fz="xs">{delivery.eventId}</Code>
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={status.color}
            style={{ ...readableBadge(status.color), textTransform: 'none', flexShrink: 0, maxWidth: '50%', height: 'auto', whiteSpace: 'normal' }}
            data-testid="delivery-status"
          >
            {status.label}
          </Badge>
        </Group>
        <Stack gap={4} component="ol" m={0} pl="md" aria-label="Attempts">
          {delivery.attempts.map((a, i) => (
            <AttemptLine key={`${a.at}-${i}`} attempt={a} />
          ))}
        </Stack>
        {delivery.attempts.length === 0 && (
          <Text size="xs" c="dimmed">
            Not tried yet.
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={payload.toggle} aria-expanded={payloadOpen} aria-controls={payloadId} data-testid="delivery-payload-toggle">
            {payloadOpen ? 'Hide payload' : 'Show payload'}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            disabled={!webhook.enabled}
            loading={replay.isPending}
            data-testid="delivery-replay"
            onClick={() =>
              replay.mutate(delivery.id, {
                onSuccess: () => notifications.show({ color: 'teal', message: 'Sent again; the new attempt shows in the log.', 'data-testid': 'delivery-replayed-toast' }),
                onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
              })
            }
          >
            Replay
          </Button>
        </Group>
        <Collapse expanded={payloadOpen} id={payloadId}>
          <Code block style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} tabIndex={0} data-testid="delivery-payload">
            {prettyPayload(delivery.payload)}
          </Code>
        </Collapse>
      </Stack>
    </Paper>
  );
}

function AttemptLine({ attempt }: { attempt: WebhookAttempt }) {
  const ok = attemptSucceeded(attempt);
  return (
    <li data-testid="delivery-attempt">
      <Text size="xs">
        {formatDate(attempt.at)} ·{' '}
        <Text span size="xs" fw={600} c={ok ? 'teal.9' : 'red.9'} data-testid="attempt-answer">
          {attemptText(attempt)}
        </Text>
      </Text>
      {attempt.error && (
        <Text size="xs" c="red.9">
          {attempt.error}
        </Text>
      )}
      {attempt.response && (
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 120, overflow: 'auto' }} tabIndex={0} data-testid="attempt-response">
          {attempt.response}
        </Code>
      )}
    </li>
  );
}
