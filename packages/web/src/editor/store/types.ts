/**
 * The editor store's shapes: the state slices (doc, selection, history, save, clipboard) and the actions that
 * `editor.dispatch` takes. Every action wraps one of the model's pure edits (packages/model/src/folio/edits).
 */
import type { FolioClipboard, FolioDocument, FolioNode, FolioRoot, LicenseDetails, NodeKind, NodeMap, NodePatch, NodeOfKind } from '@folio/model';

/** One line of the edit log sent with every save (kept by the server for audit). */
export interface LogEntry {
  action: string;
  path?: string;
}

/** 'held': the changes that could go are saved; the rest wait for the user (see SaveSlice.problems). */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error' | 'held';

/** Why a change is not saved: `field` is the path of the field to fix (`root.name`, `nodes.<id>.html`). */
export interface SaveProblem {
  field: string;
  message: string;
}

export interface SaveSlice {
  status: SaveStatus;
  /** edits (dispatches, undos, redos) not yet confirmed by the server */
  pendingCount: number;
  /** the server version the unsaved edits are based on (the PATCH baseVersion) */
  version: number;
  /** the log of the unsaved edits, oldest first */
  log: LogEntry[];
  /** ms timestamp of the last confirmed save, null before the first */
  lastSavedAt: number | null;
  /** the error message when status is 'error' (or why the last attempt failed) */
  error: string | null;
  /** changes held back (keys `root.<field>` / `nodes.<id>`): refused by the model's limits or by the server, and those needing them */
  held: string[];
  /** why they are held back, each at its field */
  problems: SaveProblem[];
}

export interface SelectionSlice {
  /** the selected node, or null */
  nodeId: string | null;
  /** the page shown on the canvas */
  pageId: string;
}

export interface HistoryEntry {
  doc: FolioDocument;
  selection: SelectionSlice;
}

export interface HistorySlice {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export interface EditorState {
  folioId: string;
  doc: FolioDocument;
  selection: SelectionSlice;
  history: HistorySlice;
  save: SaveSlice;
  /** what the last copy put on the clipboard (this store's view of the shared in-memory clipboard) */
  clipboard: FolioClipboard | null;
  canEditContent: boolean;
  canEditSettings: boolean;
  /** created from a template: edits outside the model's template table (templateRules.ts) are refused */
  templateBased: boolean;
  /** the licence of a bought or template copy (what its holder may do with it); null: the author's own work */
  licence: LicenseDetails | null;
  /** the last refused action's message (e.g. a hierarchy rule); `at` changes on every refusal */
  lastError: { message: string; at: number } | null;
  /** the shared document is still opening: edits made meanwhile go in once it is open (editor/collab) */
  connecting: boolean;
}

/** Where a new or pasted node goes: explicit parent (+ optional afterId), or relative to the selection. */
export interface ExplicitTarget {
  parentId: string;
  afterId?: string;
}

/** Where `insert` puts a node: after `afterId`, first among the children (`first`), or last. */
export interface InsertTarget extends ExplicitTarget {
  first?: boolean;
}

export type EditorAction =
  /** Inserts a ready-made node (with descendants) at an explicit place. Selects it. */
  | { type: 'insert'; node: FolioNode; descendants?: NodeMap; target: InsertTarget }
  /**
   * Creates a node of `kind` (model defaults, `props` on top) and inserts it. Without `target` it goes next to
   * or into `anchorId` (default: the selection, else the current page), creating the tile / layout / column /
   * block around it that the hierarchy needs (a widget dropped on an empty page gets all four). Selects it.
   */
  | { type: 'insertNew'; kind: NodeKind; props?: Record<string, unknown>; target?: ExplicitTarget; anchorId?: string }
  | { type: 'move'; nodeId: string; target: ExplicitTarget }
  /** Moves a node one place up or down among its siblings (pages included). */
  | { type: 'moveWithin'; nodeId: string; direction: 'up' | 'down' }
  | { type: 'delete'; nodeId: string }
  /** Changes fields of a node (the side panel). Quick changes to the same fields of one node merge into one undo step. */
  | { type: 'update'; nodeId: string; kind: NodeKind; patch: NodePatch<NodeKind> }
  /** Sets root fields (folio name, …). Quick changes to the same fields merge into one undo step. */
  | { type: 'updateRoot'; patch: Partial<Omit<FolioRoot, 'version' | 'pages'>> }
  /** Pastes a clipboard (new ids) at `target`, or next to / into the selection like insertNew. Selects the copy. */
  | { type: 'paste'; clipboard: FolioClipboard; target?: ExplicitTarget; anchorId?: string }
  | { type: 'duplicate'; nodeId: string }
  | { type: 'addPage'; name?: string; afterPageId?: string }
  | { type: 'renamePage'; pageId: string; name: string }
  | { type: 'reorderPages'; pageIds: string[] }
  | { type: 'movePage'; from: number; to: number }
  | { type: 'deletePage'; pageId: string };

export type DispatchResult = { ok: true } | { ok: false; error: string };

/** A typed helper for panel code: `updateAction(node, {label})`. */
export type UpdatePatch<K extends NodeKind> = NodePatch<K>;
export type NodeOf<K extends NodeKind> = NodeOfKind<K>;
