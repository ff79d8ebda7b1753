/** The folio's licence options for sale, in its settings; only its owner sees them (issue 13). */
import { LicenseOptionsEditor } from '../../components/selling/LicenseOptionsEditor.tsx';
import { FEATURES } from '../../lib/features.ts';
import { useSession } from '../../session/store.ts';
import { useEditor } from '../store/react.tsx';

export function SellLicences() {
  const folioId = useEditor((s) => s.folioId);
  const authorId = useEditor((s) => s.doc.root.authorId);
  const isPublic = useEditor((s) => s.doc.root.isPublic);
  const isOwner = useSession()?.currentUserId === authorId;
  if (!isOwner || !FEATURES.marketplace) return null;
  return <LicenseOptionsEditor itemType="folio" itemId={folioId} isPublic={isPublic} />;
}
