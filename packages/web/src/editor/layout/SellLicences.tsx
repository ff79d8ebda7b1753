/**
 * The folio's licence options for sale, in its settings; only its owner sees them (issue 13). A bought or template
 * copy is offered (sold, or as a template) only under a licence that allows resale: otherwise the settings say why.
 */
import { Text } from '@mantine/core';
import { licenceAllows } from '@folio/model';
import { LicenseOptionsEditor } from '../../components/selling/LicenseOptionsEditor.tsx';
import { FEATURES } from '../../lib/features.ts';
import { useSession } from '../../session/store.ts';
import { useEditor } from '../store/react.tsx';

export const NO_RESALE_NOTE =
  'You bought or copied this folio under a licence that does not allow resale, so you cannot sell licences to it or offer it as a template.';

export function SellLicences() {
  const folioId = useEditor((s) => s.folioId);
  const authorId = useEditor((s) => s.doc.root.authorId);
  const isPublic = useEditor((s) => s.doc.root.isPublic);
  const licence = useEditor((s) => s.licence);
  const isOwner = useSession()?.currentUserId === authorId;
  if (!isOwner || !FEATURES.marketplace) return null;
  if (!licenceAllows(licence, 'sell')) {
    return (
      <Text size="sm" c="dimmed" data-testid="licence-no-resale">
        {NO_RESALE_NOTE}
      </Text>
    );
  }
  return <LicenseOptionsEditor itemType="folio" itemId={folioId} isPublic={isPublic} />;
}
