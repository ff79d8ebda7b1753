/**
 * The side edit panel wired to the editor store: shows the selected node's settings and sends each change as one
 * store action. Leaving a field ends the store's merge window, so the next field starts a new undo step.
 */
import { ScrollArea, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEditor, useEditorStore } from '../store/index.ts';
import type { EditorAction, EditorState } from '../store/index.ts';
import { NodePanel } from './NodePanel.tsx';

const selectDoc = (s: EditorState) => s.doc;
const selectNodeId = (s: EditorState) => s.selection.nodeId;
const selectCanEdit = (s: EditorState) => s.canEditContent;

export function notifyError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

export function EditPanel({ templateMode = false }: { templateMode?: boolean }) {
  const store = useEditorStore();
  // The scroll area stays put; only the body follows the document (it re-renders on every keystroke in a field).
  return (
    <ScrollArea h="100%" type="auto" offsetScrollbars data-testid="panel-root" onBlurCapture={() => store.breakMerge()}>
      <PanelBody templateMode={templateMode} />
    </ScrollArea>
  );
}

function PanelBody({ templateMode }: { templateMode: boolean }) {
  const { t } = useTranslation('editorPanel');
  const store = useEditorStore();
  const doc = useEditor(selectDoc);
  const nodeId = useEditor(selectNodeId);
  const canEdit = useEditor(selectCanEdit);
  const onAction = useCallback(
    (action: EditorAction) => {
      const result = store.dispatch(action);
      if (!result.ok) notifyError(result.error);
    },
    [store],
  );

  return nodeId && doc.nodes[nodeId] ? (
    <NodePanel doc={doc} nodeId={nodeId} onAction={onAction} templateMode={templateMode} notify={notifyError} readOnly={!canEdit} />
  ) : (
    <Text size="sm" c="dimmed" p="sm" data-testid="panel-empty">
      {t('panel.empty')}
    </Text>
  );
}
