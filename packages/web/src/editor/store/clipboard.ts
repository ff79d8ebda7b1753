/**
 * The JSON clipboard: a copied subtree travels as text/plain JSON (the model's FolioClipboard, whose
 * `type: 'folio-nodes'` is the marker), so it can be pasted into another folio, another tab or another
 * browser window. An in-memory copy shared by every editor store of this tab is the fallback when the
 * system clipboard is unavailable (no permission, no clipboard event).
 */
import { parseClipboard, type FolioClipboard } from '@folio/model';

let memory: FolioClipboard | null = null;

export function setMemoryClipboard(clip: FolioClipboard | null): void {
  memory = clip;
}

export function getMemoryClipboard(): FolioClipboard | null {
  return memory;
}

export function clipboardToText(clip: FolioClipboard): string {
  return JSON.stringify(clip);
}

/** The clipboard in `text`, or null when the text is not a folio clipboard (or is empty). */
export function clipboardFromText(text: string | null | undefined): FolioClipboard | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.includes('folio-nodes')) return null;
  try {
    return parseClipboard(JSON.parse(trimmed));
  } catch {
    return null;
  }
}

/** Writes to the system clipboard when the browser lets us; the in-memory copy is always kept. */
export async function writeSystemClipboard(clip: FolioClipboard): Promise<boolean> {
  setMemoryClipboard(clip);
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(clipboardToText(clip));
    return true;
  } catch {
    return false;
  }
}

/** Reads the system clipboard; falls back to the in-memory copy. */
export async function readSystemClipboard(): Promise<FolioClipboard | null> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.readText) {
      const clip = clipboardFromText(await navigator.clipboard.readText());
      if (clip) return clip;
    }
  } catch {
    // permission refused or no focus: use the in-memory copy
  }
  return memory;
}
