/**
 * Why part of the folio cannot be changed (a shared folio's level, a licence), in the spec's words, under the top
 * bar; nothing when everything may be edited. The author's own folio never shows it.
 */
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FOLIO_TEXTS } from '@folio/model';
import { useEditor } from '../store/react.tsx';

export function RightsNotice() {
  const content = useEditor((s) => s.canEditContent);
  const settings = useEditor((s) => s.canEditSettings);
  if (content && settings) return null;
  const [title, detail] =
    !content && !settings
      ? [FOLIO_TEXTS.cannotModify, 'You can look at it; nothing you change here is saved.']
      : !settings
        ? [FOLIO_TEXTS.cannotModifySettings, 'You can edit its pages and widgets; its name, visibility and other settings stay as they are.']
        : [FOLIO_TEXTS.cannotModifyContent, 'You can change its settings; its pages and widgets stay as they are.'];
  return (
    <Alert color="gray" variant="light" radius={0} py={6} icon={<IconLock size={16} />} title={title} data-testid="editor-rights-notice">
      {detail}
    </Alert>
  );
}
