/**
 * Uploads under way, remembered in localStorage so that choosing the same file again after a reload (or a crash)
 * resumes it where it stopped: the server keeps a started upload and its token for 24 hours (UPLOAD_RESUME_HOURS),
 * and tus asks it for the offset (HEAD) before sending the rest. A file is known by its name, size and last change.
 */
const STORAGE_KEY = 'folio.unfinishedUploads';
/** A little under the server's 24 hours, so a remembered upload is never offered after the server dropped it. */
const RESUME_MS = 23 * 3600_000;

export interface UnfinishedUpload {
  /** userId, name, size and lastModified of the file */
  key: string;
  userId: string;
  name: string;
  size: number;
  uuid: string;
  token: string;
  endpoint: string;
  uploadUrl: string;
  startedAt: number;
  bytesUploaded: number;
}

export const resumeKey = (userId: string, file: { name: string; size: number; lastModified?: number }): string =>
  JSON.stringify([userId, file.name, file.size, file.lastModified ?? 0]);

function readAll(now = Date.now()): UnfinishedUpload[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnfinishedUpload[]).filter((u) => u && typeof u.key === 'string' && now - u.startedAt < RESUME_MS) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function writeAll(list: UnfinishedUpload[]): void {
  try {
    if (list.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // A full or blocked storage only loses the ability to resume after a reload.
  }
  for (const listener of listeners) listener();
}

export function unfinishedUpload(key: string): UnfinishedUpload | undefined {
  return readAll().find((u) => u.key === key);
}

/** The user's remembered uploads, oldest first. */
export function unfinishedUploads(userId: string): UnfinishedUpload[] {
  return readAll().filter((u) => u.userId === userId);
}

export function rememberUpload(entry: UnfinishedUpload): void {
  writeAll([...readAll().filter((u) => u.key !== entry.key), entry]);
}

export function forgetUpload(key: string): void {
  const all = readAll();
  if (all.some((u) => u.key === key)) writeAll(all.filter((u) => u.key !== key));
}

export function onUnfinishedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
