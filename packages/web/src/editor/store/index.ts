export * from './types.ts';
export { createEditorStore, type EditorStore, type EditorStoreOptions } from './createEditorStore.ts';
export { EditorProvider, useEditor, useEditorStore } from './react.tsx';
export { applyAction, pageOf } from './reducer.ts';
export { place, NO_PLACE, NO_INTERACTION_HOST } from './placement.ts';
export {
  clipboardFromText,
  clipboardToText,
  getMemoryClipboard,
  readSystemClipboard,
  setMemoryClipboard,
  writeSystemClipboard,
} from './clipboard.ts';
