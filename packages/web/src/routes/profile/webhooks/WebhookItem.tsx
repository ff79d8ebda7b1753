/** One webhook in the list: its endpoint, description, scope, events and status, and what can be done with it. */
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateWebhook, type Webhook } from '../../../api/webhooks.ts';
import { readableBadge } from '../../../components/readableBadge.ts';
import { eventLabel, scopeText, webhookStatus } from './webhookText.ts';

export type WebhookAction = 'deliveries' | 'edit' | 'rotate' | 'delete';

export function WebhookItem({ webhook, onAction }: { webhook: Webhook; onAction: (action: WebhookAction, webhook: Webhook) => void }) {
  const { t } = useTranslation('profile');
  const status = webhookStatus(webhook);
  const name = webhook.description || webhook.url;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="webhook-row" data-enabled={webhook.enabled}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="webhook-url-text">
              {webhook.url}
            </Text>
            {webhook.description && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {webhook.description}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={status.color} style={{ ...readableBadge(status.color), textTransform: 'none', flexShrink: 0, maxWidth: '50%', height: 'auto', whiteSpace: 'normal' }} data-testid="webhook-status">
            {status.label}
          </Badge>
        </Group>
        {status.reason && (
          <Text size="sm" c="red.9" data-testid="webhook-off-reason">
            {status.reason} {t('webhooks.item.turnOnAgain')}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="webhook-scope-text">
          {t('webhooks.item.scopeLine', { scope: scopeText(webhook.scope), prefix: webhook.secretPrefix })}
          {webhook.previousSecretUntil && ` · ${t('webhooks.item.previousSecret')}`}
        </Text>
        <Group gap={4} aria-label={t('webhooks.form.events')} role="list">
          {webhook.events.map((e) => (
            <Badge key={e} role="listitem" size="sm" variant="light" color="gray" style={{ textTransform: 'none', maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}>
              {eventLabel(e)}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="light" onClick={() => onAction('deliveries', webhook)} aria-label={t('webhooks.item.deliveriesOf', { name })} data-testid="webhook-deliveries">
            {t('webhooks.item.deliveries')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => onAction('edit', webhook)} aria-label={t('webhooks.item.editOf', { name })} data-testid="webhook-edit">
            {t('webhooks.item.edit')}
          </Button>
          <OnOffButton webhook={webhook} name={name} />
          <Button size="compact-sm" variant="subtle" onClick={() => onAction('rotate', webhook)} aria-label={t('webhooks.item.rotateOf', { name })} data-testid="webhook-rotate">
            {t('webhooks.item.rotate')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onAction('delete', webhook)} aria-label={t('webhooks.item.deleteOf', { name })} data-testid="webhook-delete">
            {t('common:actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function OnOffButton({ webhook, name }: { webhook: Webhook; name: string }) {
  const { t } = useTranslation('profile');
  const update = useUpdateWebhook();
  const turningOn = !webhook.enabled;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      loading={update.isPending}
      aria-label={turningOn ? t('webhooks.item.turnOnOf', { name }) : t('webhooks.item.turnOffOf', { name })}
      data-testid="webhook-toggle"
      onClick={() =>
        update.mutate(
          { id: webhook.id, change: { enabled: turningOn } },
          {
            onSuccess: () => notifications.show({ color: 'teal', message: turningOn ? t('webhooks.item.turnedOn') : t('webhooks.item.turnedOff') }),
            onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
          },
        )
      }
    >
      {turningOn ? t('webhooks.item.turnOn') : t('webhooks.item.turnOff')}
    </Button>
  );
}
