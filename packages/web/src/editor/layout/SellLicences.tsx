/**
 * The folio's licence options for sale, in its settings; only its owner sees them (issue 13). A bought or template
 * copy is offered (sold, or as a template) only under a licence that allows resale: otherwise the settings say why.
 */
import { Text } from '@mantine/core';
import { licenceAllows } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { LicenseOptionsEditor } from '../../components/selling/LicenseOptionsEditor.tsx';
import { FEATURES } from '../../lib/features.ts';
import { useSession } from '../../session/store.ts';
import { useEditor } from '../store/react.tsx';

export function SellLicences() {
  const { t } = useTranslation('editor');
  const folioId = useEditor((s) => s.folioId);
  const authorId = useEditor((s) => s.doc.root.authorId);
  const isPublic = useEditor((s) => s.doc.root.isPublic);
  const licence = useEditor((s) => s.licence);
  const isOwner = useSession()?.currentUserId === authorId;
  if (!isOwner || !FEATURES.marketplace) return null;
  if (!licenceAllows(licence, 'sell')) {
    return (
      <Text size="sm" c="dimmed" data-testid="licence-no-resale">
        {t('selling.noResale')}
      </Text>
    );
  }
  return <LicenseOptionsEditor itemType="folio" itemId={folioId} isPublic={isPublic} />;
}
