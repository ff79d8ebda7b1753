/**
 * Adding a webhook (endpoint, description, scope, events; the answer carries the secret, shown once by the section)
 * or changing one (endpoint, description, events; its scope stays). The server's refusals land under the field they
 * name.
 */
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX, type WebhookEvent } from '@folio/model';
import { errorMessage } from '../../../api/client.ts';
import { useCreateWebhook, useUpdateWebhook, type Webhook, type WebhookWithSecret } from '../../../api/webhooks.ts';
import { ScopeSelect } from './ScopeSelect.tsx';
import { eventLabel, eventsOfScope, fieldProblem, parseScopeValue, scopeText, type WebhookField } from './webhookText.ts';

/** An endpoint's address as an example (the same in every language). */
const URL_EXAMPLE = 'https://example.com/hooks/folio';

type Problems = Partial<Record<WebhookField | 'form', string>>;

export interface WebhookDialogProps {
  opened: boolean;
  /** the webhook to change; null to add one */
  editing: Webhook | null;
  onClose: () => void;
  onMade: (made: WebhookWithSecret) => void;
}

export function WebhookDialog({ opened, editing, onClose, onMade }: WebhookDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('webhooks.form.changeTitle') : t('webhooks.add')} size="lg" data-testid="webhook-dialog">
      <WebhookForm editing={editing} onClose={onClose} onMade={onMade} />
    </Modal>
  );
}

function WebhookForm({ editing, onClose, onMade }: Omit<WebhookDialogProps, 'opened'>) {
  const { t } = useTranslation('profile');
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [scope, setScope] = useState('account');
  const [events, setEvents] = useState<WebhookEvent[]>(editing?.events ?? []);
  const [problems, setProblems] = useState<Problems>({});
  const scopeType = editing ? editing.scope.type : parseScopeValue(scope).type;
  const offered = eventsOfScope(scopeType);
  const clear = (field: keyof Problems) =>
    setProblems((p) => {
      const next = { ...p };
      delete next[field];
      delete next.form;
      return next;
    });
  const refused = (e: unknown) => {
    const { field, text } = fieldProblem(errorMessage(e));
    setProblems({ [field ?? 'form']: text });
  };

  const submit = () => {
    const found: Problems = {};
    if (!url.trim()) found.url = t('webhooks.form.urlMissing');
    if (events.length === 0) found.events = t('webhooks.form.eventsMissing');
    setProblems(found);
    if (Object.keys(found).length) return;
    if (editing) {
      const change = {
        ...(url.trim() !== editing.url ? { url: url.trim() } : {}),
        ...(description.trim() !== editing.description ? { description: description.trim() } : {}),
        ...([...events].sort().join() !== [...editing.events].sort().join() ? { events } : {}),
      };
      if (Object.keys(change).length === 0) return onClose();
      update.mutate(
        { id: editing.id, change },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('webhooks.form.saved') });
            onClose();
          },
          onError: refused,
        },
      );
      return;
    }
    const { folioId, websiteId } = parseScopeValue(scope);
    create.mutate({ url: url.trim(), description: description.trim(), events, ...(folioId ? { folioId } : {}), ...(websiteId ? { websiteId } : {}) }, { onSuccess: onMade, onError: refused });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlText')}
          placeholder={URL_EXAMPLE}
          type="url"
          required
          autoComplete="url"
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            clear('url');
          }}
          error={problems.url}
          data-testid="webhook-url"
          data-autofocus
        />
        <TextInput
          label={t('webhooks.form.description')}
          description={t('webhooks.form.descriptionText')}
          value={description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            clear('description');
          }}
          error={problems.description}
          data-testid="webhook-description"
        />
        {editing ? (
          <Text size="sm">
            <Text span fw={500}>
              {t('webhooks.form.whoseShown')}
            </Text>{' '}
            {scopeText(editing.scope)}
          </Text>
        ) : (
          <ScopeSelect
            value={scope}
            error={problems.scope}
            onChange={(value) => {
              setScope(value);
              clear('scope');
              const allowed = eventsOfScope(parseScopeValue(value).type);
              setEvents((picked) => picked.filter((e) => allowed.includes(e)));
            }}
          />
        )}
        <Checkbox.Group
          label={t('webhooks.form.events')}
          description={t('webhooks.form.eventsText')}
          required
          value={events}
          onChange={(values) => {
            setEvents(offered.filter((e) => values.includes(e)));
            clear('events');
          }}
          error={problems.events}
          data-testid="webhook-events"
        >
          <Stack gap={8} mt={6}>
            {offered.map((event) => (
              <Checkbox key={event} value={event} label={eventLabel(event)} data-testid={`webhook-event-${event}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        {problems.form && (
          <Alert color="red" data-testid="webhook-form-error">
            {problems.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="webhook-save">
            {editing ? t('common:actions.save') : t('webhooks.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
