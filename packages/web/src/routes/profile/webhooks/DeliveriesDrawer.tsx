/**
 * A webhook's delivery log in a drawer: newest first, each delivery's event, time and status, its attempts (the
 * answer's code and first bytes), the payload sent (expandable), and Replay; Refresh and "Load more".
 */
import { Alert, Badge, Button, Code, Collapse, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import type { WebhookAttempt } from '@folio/model';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessage } from '../../../api/client.ts';
import { useReplayDelivery, useWebhookDeliveries, type Webhook, type WebhookDelivery } from '../../../api/webhooks.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { readableBadge } from '../../../components/readableBadge.ts';
import { formatDate } from '../../../i18n/format.ts';
import { attemptSucceeded, attemptText, deliveryStatus, eventLabel, prettyPayload } from './webhookText.ts';

export function DeliveriesDrawer({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const narrow = useMediaQuery('(max-width: 35.5em)');
  return (
    <Drawer opened={webhook !== null} onClose={onClose} position="right" size={narrow ? '100%' : 'lg'} title={t('webhooks.item.deliveries')} data-testid="deliveries-drawer">
      {webhook && <DeliveryLog webhook={webhook} />}
    </Drawer>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('profile');
  const log = useWebhookDeliveries(webhook.id);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
          {t('webhooks.deliveries.to', { url: webhook.url })}
          {log.total > 0 && ` · ${t('webhooks.deliveries.count', { count: log.total })}`}
        </Text>
        <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={14} />} onClick={log.refresh} loading={log.isRefetching && !log.loadingMore} style={{ flexShrink: 0 }} data-testid="deliveries-refresh">
          {t('webhooks.deliveries.refresh')}
        </Button>
      </Group>
      {!webhook.enabled && (
        <Alert color="gray" data-testid="deliveries-off">
          {t('webhooks.deliveries.off')}
        </Alert>
      )}
      <ErrorAlert of={log} testId="deliveries-error" />
      {log.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('webhooks.deliveries.loading')}</Text>
        </Group>
      )}
      {!log.isPending && !log.isError && log.items.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="deliveries-empty">
          {t('webhooks.deliveries.empty')}
        </Text>
      )}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('webhooks.deliveries.list')}>
        {log.items.map((d) => (
          <DeliveryItem key={d.id} delivery={d} webhook={webhook} />
        ))}
      </Stack>
      {log.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={log.more} loading={log.loadingMore} data-testid="deliveries-more">
            {t('webhooks.deliveries.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DeliveryItem({ delivery, webhook }: { delivery: WebhookDelivery; webhook: Webhook }) {
  const { t } = useTranslation('profile');
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
              {eventLabel(delivery.eventType)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(delivery.createdAt)} · <Code fz="xs">{delivery.eventType}</Code>
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('webhooks.deliveries.messageId')} <Code fz="xs">{delivery.eventId}</Code>
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
        <Stack gap={4} component="ol" m={0} ps="md" aria-label={t('webhooks.deliveries.attempts')}>
          {delivery.attempts.map((a, i) => (
            <AttemptLine key={`${a.at}-${i}`} attempt={a} />
          ))}
        </Stack>
        {delivery.attempts.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('webhooks.deliveries.notTried')}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={payload.toggle} aria-expanded={payloadOpen} aria-controls={payloadId} data-testid="delivery-payload-toggle">
            {payloadOpen ? t('webhooks.deliveries.hidePayload') : t('webhooks.deliveries.showPayload')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            disabled={!webhook.enabled}
            loading={replay.isPending}
            data-testid="delivery-replay"
            onClick={() =>
              replay.mutate(delivery.id, {
                onSuccess: () => notifications.show({ color: 'teal', message: t('webhooks.deliveries.replayed'), 'data-testid': 'delivery-replayed-toast' }),
                onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
              })
            }
          >
            {t('webhooks.deliveries.replay')}
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
