/**
 * Why part of the folio cannot be changed (a shared folio's level, a licence), in the spec's words, under the top
 * bar, and for a bought or template copy what its licence lets its holder do; nothing for the author's own folio
 * when everything may be edited.
 */
import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FOLIO_TEXTS, LICENSE_TYPE_INFO, licenceTypeOf } from '@folio/model';
import { useEditor } from '../store/react.tsx';

export function RightsNotice() {
  const content = useEditor((s) => s.canEditContent);
  const settings = useEditor((s) => s.canEditSettings);
  const licence = licenceTypeOf(useEditor((s) => s.licence));
  if (content && settings && !licence) return null;
  const [title, detail] =
    content && settings
      ? [`Your licence: ${LICENSE_TYPE_INFO[licence!].label}`, null]
      : !content && !settings
        ? [FOLIO_TEXTS.cannotModify, 'You can look at it; nothing you change here is saved.']
        : !settings
          ? [FOLIO_TEXTS.cannotModifySettings, 'You can edit its pages and widgets; its name, visibility and other settings stay as they are.']
          : [FOLIO_TEXTS.cannotModifyContent, 'You can change its settings; its pages and widgets stay as they are.'];
  return (
    <Alert color="gray" variant="light" radius={0} py={6} icon={<IconLock size={16} />} title={title} data-testid="editor-rights-notice">
      {detail}
      {licence && (
        <Text size="sm" data-testid="editor-licence">
          {detail ? `Your licence (${LICENSE_TYPE_INFO[licence].label}) lets you` : 'It lets you'} {LICENSE_TYPE_INFO[licence].allows.join(', ')}.
        </Text>
      )}
    </Alert>
  );
}
