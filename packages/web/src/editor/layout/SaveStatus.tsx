/** The save status in the top bar: saved / unsaved / saving / offline / error / held back, with a retry. */
import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudOff, IconLoader2, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useEditor } from '../store/react.tsx';
import { readableBadge } from '../../components/readableBadge.ts';
import { useEditorScreen } from './EditorContext.tsx';

export function SaveStatus() {
  const { t } = useTranslation('editor');
  // The fields it shows (the save slice itself is new on every edit, as its log grows).
  const save = useEditor(
    (s) => ({ status: s.save.status, pendingCount: s.save.pendingCount, error: s.save.error, lastSavedAt: s.save.lastSavedAt }),
    (a, b) => a.status === b.status && a.pendingCount === b.pendingCount && a.error === b.error && a.lastSavedAt === b.lastSavedAt,
  );
  const { autosave } = useEditorScreen();
  const waiting = t('saveStatus.waiting', { count: save.pendingCount });

  let badge;
  if (save.status === 'saving') {
    badge = <Badge color="blue" variant="light" style={readableBadge('blue')} leftSection={<IconLoader2 size={12} />}>{t('saveStatus.saving')}</Badge>;
  } else if (save.status === 'offline') {
    badge = <Badge color="orange" variant="light" style={readableBadge('orange')} leftSection={<IconCloudOff size={12} />}>{t('saveStatus.offline', { waiting })}</Badge>;
  } else if (save.status === 'error' || save.status === 'held') {
    badge = <Badge color="red" variant="light" style={readableBadge('red')} leftSection={<IconAlertTriangle size={12} />}>{t('saveStatus.notSaved')}</Badge>;
  } else if (save.pendingCount > 0) {
    badge = <Badge color="gray" variant="light" style={readableBadge('gray')} leftSection={<IconPencil size={12} />}>{t('saveStatus.unsaved')}</Badge>;
  } else {
    badge = <Badge color="green" variant="light" style={readableBadge('green')} leftSection={<IconCheck size={12} />}>{t('saveStatus.saved')}</Badge>;
  }

  const tip =
    save.status === 'error' || save.status === 'held'
      ? (save.error ?? t('saveStatus.failed'))
      : save.status === 'offline'
        ? t('saveStatus.offlineTip')
        : save.lastSavedAt
          ? t('saveStatus.lastSaved', { date: formatDate(save.lastSavedAt) })
          : t('saveStatus.automatic');

  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={tip} multiline maw={280} withinPortal>
        <span data-testid="save-status" data-status={save.status} data-pending={save.pendingCount} role="status" aria-live="polite">
          {badge}
        </span>
      </Tooltip>
      {(save.status === 'error' || save.status === 'offline') && autosave && (
        <Button size="compact-xs" variant="subtle" onClick={() => void autosave.flush()} data-testid="save-retry">
          {t('saveStatus.retry')}
        </Button>
      )}
    </Group>
  );
}
