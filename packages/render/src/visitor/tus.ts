/**
 * A minimal tus 1.0 client (creation + core): POST the upload, then PATCH it in chunks; a failed chunk asks the
 * server for its offset (HEAD) and resumes from there, a few times with a growing pause. tus-js-client would weigh
 * more than the whole visitor script's budget.
 */
import { msg } from './messages/text.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };
export const CHUNK_BYTES = 1024 * 1024;
const RETRIES = [500, 1500, 4000];

export class TusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const b64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

async function failure(res: Response): Promise<TusError> {
  const text = await res.text().catch(() => '');
  let message = text;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    // a plain-text answer from tus itself
  }
  return new TusError(res.status, message.trim() || msg(document, 'uploadFailedStatus', { status: res.status }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TusUpload {
  /** the tus endpoint (POST) */
  endpoint: string;
  token: string;
  file: Blob & { name?: string };
  onProgress: (sent: number, total: number) => void;
  fetch?: typeof fetch;
}

/** Uploads the whole file; resolves when the server accepted the last byte (its finish hook ran). */
export async function tusUpload({ endpoint, token, file, onProgress, fetch: fetcher = fetch }: TusUpload): Promise<void> {
  const auth = { ...TUS, Authorization: `Bearer ${token}` };
  const created = await fetcher(endpoint, {
    method: 'POST',
    headers: {
      ...auth,
      'Upload-Length': String(file.size),
      'Upload-Metadata': `filename ${b64(file.name ?? 'file')},filetype ${b64(file.type || 'application/octet-stream')}`,
    },
  });
  if (created.status !== 201) throw await failure(created);
  const location = new URL(created.headers.get('Location') ?? '', new URL(endpoint, location0())).toString();
  let offset = 0;
  let attempt = 0;
  onProgress(0, file.size);
  while (offset < file.size || file.size === 0) {
    try {
      const res = await fetcher(location, {
        method: 'PATCH',
        headers: { ...auth, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: file.slice(offset, offset + CHUNK_BYTES),
      });
      // 4xx other than a lost offset are final (refused type, too large, expired token).
      if (res.status >= 400 && res.status < 500 && res.status !== 409) throw Object.assign(await failure(res), { final: true });
      if (res.status !== 204) throw await failure(res);
      offset = Number(res.headers.get('Upload-Offset'));
      attempt = 0;
      onProgress(offset, file.size);
      if (file.size === 0) return;
    } catch (err) {
      if ((err as { final?: boolean }).final || attempt >= RETRIES.length) throw err;
      await wait(RETRIES[attempt++]!);
      const head = await fetcher(location, { method: 'HEAD', headers: auth }).catch(() => null);
      if (head?.ok) offset = Number(head.headers.get('Upload-Offset'));
    }
  }
}

const location0 = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);
