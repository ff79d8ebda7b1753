/**
 * Webhooks on the profile (issue 30): Folio POSTs events of the account, or of one folio or website, to an endpoint,
 * signed by the Standard Webhooks scheme. Listed with their status; added (secret shown once), changed, turned off
 * and on, their secret rotated, deleted; each one's delivery log with Replay.
 */
import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { WEBHOOKS_PER_USER } from '@folio/model';
import { errorMessage } from '../../api/client.ts';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks, type Webhook, type WebhookWithSecret } from '../../api/webhooks.ts';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { scrollToId } from '../../lib/scrollTo.ts';
import { DeliveriesDrawer } from './webhooks/DeliveriesDrawer.tsx';
import { RotateSecretDialog } from './webhooks/RotateSecretDialog.tsx';
import { SecretShown, type ShownSecret } from './webhooks/SecretShown.tsx';
import { WebhookDialog } from './webhooks/WebhookDialog.tsx';
import { WebhookItem, type WebhookAction } from './webhooks/WebhookItem.tsx';

/** The id of the section's card: the bell's notice of a webhook turned off links to /profile#webhooks. */
export const WEBHOOKS_ANCHOR = 'webhooks';

export function WebhooksSection() {
  const { t } = useTranslation('profile');
  const webhooks = useWebhooks();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; editing: Webhook | null; key: number }>({ open: false, editing: null, key: 0 });
  const [asking, setAsking] = useState<{ action: WebhookAction; webhook: Webhook } | null>(null);
  const list = webhooks.data?.webhooks;
  useScrollToAnchor(list !== undefined);

  const open = (editing: Webhook | null) => setDialog((d) => ({ open: true, editing, key: d.key + 1 }));
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const onAction = (action: WebhookAction, webhook: Webhook) => (action === 'edit' ? open(webhook) : setAsking({ action, webhook }));
  const full = (list?.length ?? 0) >= WEBHOOKS_PER_USER;

  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans t={t} i18nKey="webhooks.intro" components={{ anchor: <Anchor href="https://www.standardwebhooks.com/" target="_blank" rel="noopener" /> }} />
      </Text>
      {shown && <SecretShown shown={shown} onClose={() => setShown(null)} />}
      <ErrorAlert of={webhooks} testId="webhooks-load-error" />
      {webhooks.isPending && <Skeleton h={80} radius="md" />}
      {list && list.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="webhooks-empty">
          {t('webhooks.empty')}
        </Text>
      )}
      {list && list.length > 0 && (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('webhooks.list')} data-testid="webhooks-list">
          {list.map((w) => (
            <WebhookItem key={w.id} webhook={w} onAction={onAction} />
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        {full && (
          <Text size="sm" c="dimmed">
            {t('webhooks.full', { max: WEBHOOKS_PER_USER })}
          </Text>
        )}
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => open(null)} disabled={full || !list} data-testid="webhook-new">
          {t('webhooks.add')}
        </Button>
      </Group>
      <WebhookDialog
        key={dialog.key}
        opened={dialog.open}
        editing={dialog.editing}
        onClose={close}
        onMade={(made: WebhookWithSecret) => {
          close();
          setShown({ url: made.webhook.url, secret: made.secret, rotated: false });
        }}
      />
      <DeliveriesDrawer webhook={asking?.action === 'deliveries' ? (list?.find((w) => w.id === asking.webhook.id) ?? asking.webhook) : null} onClose={() => setAsking(null)} />
      <Confirmations asking={asking} onClose={() => setAsking(null)} onRotated={setShown} />
    </Stack>
  );
}

/** Rotate secret and Delete, each asked first. */
function Confirmations({ asking, onClose, onRotated }: { asking: { action: WebhookAction; webhook: Webhook } | null; onClose: () => void; onRotated: (shown: ShownSecret) => void }) {
  const { t } = useTranslation('profile');
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  // The last webhook asked about stays named while its dialog fades out.
  const [last, setLast] = useState(asking);
  if (asking && asking !== last) setLast(asking);
  const webhook = (asking ?? last)?.webhook;
  const failed = (e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) });
  return (
    <>
      <RotateSecretDialog
        url={webhook?.url ?? ''}
        opened={asking?.action === 'rotate'}
        pending={rotate.isPending}
        onClose={onClose}
        onConfirm={() =>
          webhook &&
          rotate.mutate(webhook.id, {
            onSuccess: (made) => {
              onClose();
              onRotated({ url: made.webhook.url, secret: made.secret, rotated: true });
            },
            onError: failed,
          })
        }
      />
      <ConfirmDelete
        opened={asking?.action === 'delete'}
        onClose={onClose}
        title={t('webhooks.delete.title')}
        message={t('webhooks.delete.text', { url: webhook?.url ?? '' })}
        confirmLabel={t('webhooks.delete.button')}
        pending={remove.isPending}
        testId="webhook-delete"
        onConfirm={() =>
          webhook &&
          remove.mutate(webhook.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('webhooks.delete.done') });
              onClose();
            },
            onError: failed,
          })
        }
      />
    </>
  );
}

/** Brings the section into view when the address names it (the bell's link), once the list is in. */
function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${WEBHOOKS_ANCHOR}`) scrollToId(WEBHOOKS_ANCHOR);
  }, [ready, hash]);
}
