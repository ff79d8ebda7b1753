/** What this server holds for each open shared document (decision 59). */
import { SharedFolio } from '@folio/collab';
import type { FolioDocument } from '@folio/model';
import * as Y from 'yjs';
import type { AuthUser } from '../../auth/authenticate.ts';

/** A connection's caller and what they may change, decided when they connect (auth/can.ts through `rightsFor`). */
export interface CollabContext {
  user: AuthUser;
  /** the session token it signed in with (kept in memory only, to check the session and rights again) */
  token: string;
  /** when its session and rights were last checked (ms) */
  checkedAt: number;
  /** how the others see this editor (presence): their name and a colour of their own */
  person: { id: string; name: string; colour: string; color: string };
  canEditContent: boolean;
  canEditSettings: boolean;
  isOwner: boolean;
}

/** Where a change to the shared document came from when the server made it (not a connection). */
export const SERVER_ORIGIN = { source: 'local' as const };

export class OpenFolio {
  readonly shared: SharedFolio;
  /** a copy where each incoming change is tried before it is let through (gate.ts) */
  shadow: SharedFolio;
  /** the folio's version and JSON as last loaded or stored */
  version: number;
  stored: FolioDocument;
  readonly authorId: string;
  readonly templateBased: boolean;
  /** who changed it since the last store (for the edit log) */
  readonly editors = new Set<string>();
  /** who changed it since the last kept version */
  readonly versionAuthors = new Set<string>();
  /** the automatic version after a pause in editing */
  versionTimer: NodeJS.Timeout | null = null;
  /** stores, one at a time */
  storing: Promise<unknown> = Promise.resolve();
  /** the checks of incoming changes, one at a time */
  gate: Promise<unknown> = Promise.resolve();

  constructor(doc: Y.Doc, facts: { version: number; stored: FolioDocument; authorId: string; templateBased: boolean }) {
    this.shared = new SharedFolio(doc);
    this.version = facts.version;
    this.stored = facts.stored;
    this.authorId = facts.authorId;
    this.templateBased = facts.templateBased;
    this.shadow = this.copy();
    // Every change the document takes reaches the copy too (applying one twice changes nothing).
    doc.on('update', (update: Uint8Array) => Y.applyUpdate(this.shadow.doc, update));
  }

  /** The copy made again from the document: after a refused change was tried on it. */
  resetShadow(): void {
    this.shadow = this.copy();
  }

  private copy(): SharedFolio {
    const copy = new SharedFolio(new Y.Doc({ gc: true }));
    Y.applyUpdate(copy.doc, Y.encodeStateAsUpdate(this.shared.doc));
    return copy;
  }
}

