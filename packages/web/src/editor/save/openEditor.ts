/**
 * Opens a loaded folio in a new editor store, bringing back edits a previous session left in localStorage:
 * based on the server's current version they are simply sent again; based on an older one the editor opens
 * in 'conflict' (the user chooses reload or overwrite), so nothing is silently dropped or overwritten.
 */
import { describeChanges, type FolioDocument } from '@folio/model';
import type { FolioFull } from '../../api/folios.ts';
import { createEditorStore, type EditorStore, type EditorStoreOptions } from '../store/createEditorStore.ts';
import { computeChanges, hasChanges } from './computePatch.ts';
import { clearPending, defaultStorage, readPending, type KeyValueStorage } from './pendingStorage.ts';

export interface OpenedEditor {
  store: EditorStore;
  /** the server's document: what the autosave diffs against */
  savedDoc: FolioDocument;
  /** 'none', or how stored edits were brought back */
  restored: 'none' | 'resent' | 'conflict';
}

export function openEditor(
  full: FolioFull,
  options: { storage?: KeyValueStorage | null } & Partial<Omit<EditorStoreOptions, 'folioId' | 'doc' | 'version'>> = {},
): OpenedEditor {
  const { storage: given, ...storeOptions } = options;
  const storage = given === undefined ? defaultStorage() : given;
  const savedDoc: FolioDocument = { schemaVersion: full.schemaVersion, root: full.root, nodes: full.nodes };
  const store = createEditorStore({
    ...storeOptions,
    folioId: full.id,
    doc: savedDoc,
    version: full.version,
    canEditContent: full.canEditContent,
    canEditSettings: full.canEditSettings,
    templateBased: full.isTemplateBased,
    licence: full.licenseDetails,
  });
  const pending = readPending(storage, full.id);
  if (!pending) return { store, savedDoc, restored: 'none' };
  if (!hasChanges(computeChanges(savedDoc, pending.doc))) {
    clearPending(storage, full.id);
    return { store, savedDoc, restored: 'none' };
  }
  const log = pending.log.length ? pending.log : [{ action: 'restore' }, ...describeChanges(savedDoc, pending.doc)];
  store.replaceDocument(pending.doc, full.version, { clearHistory: true, pendingLog: log });
  if (pending.baseVersion === full.version) return { store, savedDoc, restored: 'resent' };
  store.setSave({
    status: 'conflict',
    conflictVersion: full.version,
    error: 'Unsaved edits from an earlier session were found, but this folio was changed elsewhere since.',
  });
  return { store, savedDoc, restored: 'conflict' };
}
