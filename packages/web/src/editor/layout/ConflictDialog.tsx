/** On a 409 the editor stops saving and asks: take the server's version, or overwrite it with ours. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useEditor } from '../store/react.tsx';
import { useEditorScreen } from './EditorContext.tsx';

export function ConflictDialog() {
  const status = useEditor((s) => s.save.status);
  const pending = useEditor((s) => s.save.pendingCount);
  const { autosave } = useEditorScreen();
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);

  const choose = async (choice: 'reload' | 'overwrite') => {
    if (!autosave) return;
    setBusy(choice);
    try {
      await autosave.resolveConflict(choice);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={status === 'conflict'}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="This folio was changed elsewhere"
      centered
      data-testid="conflict-dialog"
    >
      <Stack>
        <Text size="sm">
          Someone (or another tab) saved this folio after you opened it, so your {pending === 1 ? 'change was' : 'changes were'} not saved. Your
          changes are still here. Reload to see the other version and lose yours, or overwrite it with your version.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void choose('reload')} loading={busy === 'reload'} disabled={busy !== null} data-testid="conflict-reload">
            Reload (discard my changes)
          </Button>
          <Button color="red" onClick={() => void choose('overwrite')} loading={busy === 'overwrite'} disabled={busy !== null} data-testid="conflict-overwrite">
            Overwrite with my version
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
