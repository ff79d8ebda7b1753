/** The save status in the top bar: saved / unsaved / saving / offline / error / held back, with a retry. */
import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudOff, IconLoader2, IconPencil } from '@tabler/icons-react';
import { formatDate } from '@folio/model';
import { useEditor } from '../store/react.tsx';
import { readableBadge } from '../../components/readableBadge.ts';
import { useEditorScreen } from './EditorContext.tsx';

export function SaveStatus() {
  // The fields it shows (the save slice itself is new on every edit, as its log grows).
  const save = useEditor(
    (s) => ({ status: s.save.status, pendingCount: s.save.pendingCount, error: s.save.error, lastSavedAt: s.save.lastSavedAt }),
    (a, b) => a.status === b.status && a.pendingCount === b.pendingCount && a.error === b.error && a.lastSavedAt === b.lastSavedAt,
  );
  const { autosave } = useEditorScreen();
  const waiting = save.pendingCount === 1 ? '1 change waiting' : `${save.pendingCount} changes waiting`;

  let badge;
  if (save.status === 'saving') {
    badge = <Badge color="blue" variant="light" style={readableBadge('blue')} leftSection={<IconLoader2 size={12} />}>Saving…</Badge>;
  } else if (save.status === 'offline') {
    badge = <Badge color="orange" variant="light" style={readableBadge('orange')} leftSection={<IconCloudOff size={12} />}>Offline · {waiting}</Badge>;
  } else if (save.status === 'error' || save.status === 'held') {
    badge = <Badge color="red" variant="light" style={readableBadge('red')} leftSection={<IconAlertTriangle size={12} />}>Not saved</Badge>;
  } else if (save.pendingCount > 0) {
    badge = <Badge color="gray" variant="light" style={readableBadge('gray')} leftSection={<IconPencil size={12} />}>Unsaved changes</Badge>;
  } else {
    badge = <Badge color="green" variant="light" style={readableBadge('green')} leftSection={<IconCheck size={12} />}>Saved</Badge>;
  }

  const tip =
    save.status === 'error' || save.status === 'held'
      ? (save.error ?? 'The last save failed')
      : save.status === 'offline'
        ? 'You are offline. Your changes are kept on this device and sent when the connection returns.'
        : save.lastSavedAt
          ? `Last saved ${formatDate(save.lastSavedAt)}`
          : 'Changes save automatically';

  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={tip} multiline maw={280} withinPortal>
        <span data-testid="save-status" data-status={save.status} data-pending={save.pendingCount} role="status" aria-live="polite">
          {badge}
        </span>
      </Tooltip>
      {(save.status === 'error' || save.status === 'offline') && autosave && (
        <Button size="compact-xs" variant="subtle" onClick={() => void autosave.flush()} data-testid="save-retry">
          Retry
        </Button>
      )}
    </Group>
  );
}
