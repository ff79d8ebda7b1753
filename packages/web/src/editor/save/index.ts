export { createAutosave, type Autosave, type AutosaveDeps } from './autosave.ts';
export { computeChanges, fullState, hasChanges, type DocumentChanges } from './computePatch.ts';
export { openEditor, type OpenedEditor } from './openEditor.ts';
export { clearPending, pendingKey, readPending, writePending, type PendingEdits } from './pendingStorage.ts';
