/**
 * Unsaved edits kept in localStorage under `folio-pending-<id>`, so a closed tab, a crash or a dropped network
 * loses nothing: the editor finds them when the folio opens again and sends them (or, when the folio changed
 * on the server since, offers the conflict choice).
 */
import type { FolioDocument } from '@folio/model';
import type { LogEntry } from '../store/types.ts';

export interface PendingEdits {
  folioId: string;
  /** the server version the edits are based on */
  baseVersion: number;
  doc: FolioDocument;
  log: LogEntry[];
  /** ms timestamp of the write */
  at: number;
}

export const pendingKey = (folioId: string) => `folio-pending-${folioId}`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function writePending(storage: KeyValueStorage | null, pending: PendingEdits): boolean {
  if (!storage) return false;
  try {
    storage.setItem(pendingKey(pending.folioId), JSON.stringify(pending));
    return true;
  } catch {
    // quota exceeded or storage disabled: the edits stay in memory
    return false;
  }
}

export function readPending(storage: KeyValueStorage | null, folioId: string): PendingEdits | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(pendingKey(folioId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingEdits>;
    if (value.folioId !== folioId || typeof value.baseVersion !== 'number' || !value.doc?.root || !value.doc.nodes) return null;
    return { folioId, baseVersion: value.baseVersion, doc: value.doc, log: Array.isArray(value.log) ? value.log : [], at: value.at ?? 0 };
  } catch {
    return null;
  }
}

export function clearPending(storage: KeyValueStorage | null, folioId: string): void {
  try {
    storage?.removeItem(pendingKey(folioId));
  } catch {
    // nothing to do
  }
}

export type { KeyValueStorage };
