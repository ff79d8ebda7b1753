/**
 * How the editor's edits are kept, as the screen sees it: the shared document's session (editor/collab/session.ts)
 * writes every edit into the folio's live document, which the server stores (there is no PATCH queue and no
 * "changed elsewhere" conflict for content any more: edits merge).
 */
export interface Autosave {
  /** Resolves once the server has stored every edit made here so far (or the connection is gone). */
  flush(): Promise<void>;
  /** Puts the held-back changes (and those waiting on them) back as last saved, as one undo step. */
  undoHeld(): void;
  /** True while something typed has not reached the server. */
  hasUnsaved(): boolean;
  dispose(): void;
}
