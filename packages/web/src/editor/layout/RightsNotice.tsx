/**
 * Why part of the folio cannot be changed (a shared folio's level, a licence), in the spec's words, under the top
 * bar, and for a bought or template copy what its licence lets its holder do; nothing for the author's own folio
 * when everything may be edited.
 */
import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { LICENSE_TYPE_INFO, licenceTypeOf } from '@folio/model';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../store/react.tsx';

export function RightsNotice() {
  const { t } = useTranslation('editor');
  const content = useEditor((s) => s.canEditContent);
  const settings = useEditor((s) => s.canEditSettings);
  const licence = licenceTypeOf(useEditor((s) => s.licence));
  if (content && settings && !licence) return null;
  const [title, detail] =
    content && settings
      ? [t('rights.yourLicence', { licence: LICENSE_TYPE_INFO[licence!].label }), null]
      : !content && !settings
        ? [t('rights.cannotModify'), t('rights.cannotModifyDetail')]
        : !settings
          ? [t('rights.cannotModifySettings'), t('rights.cannotModifySettingsDetail')]
          : [t('rights.cannotModifyContent'), t('rights.cannotModifyContentDetail')];
  return (
    <Alert color="gray" variant="light" radius={0} py={6} icon={<IconLock size={16} />} title={title} data-testid="editor-rights-notice">
      {detail}
      {licence && (
        <Text size="sm" data-testid="editor-licence">
          {detail
            ? t('rights.licenceLetsYou', { licence: LICENSE_TYPE_INFO[licence].label, allowed: LICENSE_TYPE_INFO[licence].allows.join(', ') })
            : t('rights.itLetsYou', { allowed: LICENSE_TYPE_INFO[licence].allows.join(', ') })}
        </Text>
      )}
    </Alert>
  );
}
