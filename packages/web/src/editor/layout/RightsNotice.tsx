/**
 * Why part of the folio cannot be changed (a shared folio's level, a licence), in the spec's words, under the top
 * bar, and for a bought or template copy what its licence lets its holder do; nothing for the author's own folio
 * when everything may be edited.
 */
import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { licenceTypeOf } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { licenceAllows, licenceLabel } from '../../components/selling/licenceText.ts';
import { useEditor } from '../store/react.tsx';

export function RightsNotice() {
  const { t } = useTranslation('editor');
  const content = useEditor((s) => s.canEditContent);
  const settings = useEditor((s) => s.canEditSettings);
  const licence = licenceTypeOf(useEditor((s) => s.licence));
  if (content && settings && !licence) return null;
  const [title, detail] =
    content && settings
      ? [t('rights.yourLicence', { licence: licenceLabel(licence!) }), null]
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
            ? t('rights.licenceLetsYou', { licence: licenceLabel(licence), allowed: licenceAllows(licence, 'folio') })
            : t('rights.itLetsYou', { allowed: licenceAllows(licence, 'folio') })}
        </Text>
      )}
    </Alert>
  );
}
