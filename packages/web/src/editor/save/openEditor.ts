/** Opens a loaded folio in a new editor store (the shared document joins it a moment later: editor/collab). */
import type { FolioDocument } from '@folio/model';
import type { FolioFull } from '../../api/folios.ts';
import { createEditorStore, type EditorStore, type EditorStoreOptions } from '../store/createEditorStore.ts';

export interface OpenedEditor {
  store: EditorStore;
  /** the server's document as loaded: what edits made before the shared document opens are measured from */
  savedDoc: FolioDocument;
}

export function openEditor(full: FolioFull, options: Partial<Omit<EditorStoreOptions, 'folioId' | 'doc' | 'version'>> = {}): OpenedEditor {
  const savedDoc: FolioDocument = { schemaVersion: full.schemaVersion, root: full.root, nodes: full.nodes };
  const store = createEditorStore({
    ...options,
    folioId: full.id,
    doc: savedDoc,
    version: full.version,
    canEditContent: full.canEditContent,
    canEditSettings: full.canEditSettings,
    templateBased: full.isTemplateBased,
    licence: full.licenseDetails,
  });
  return { store, savedDoc };
}
