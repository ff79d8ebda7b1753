/**
 * Uploads files: Uppy with its tus plugin sends each file to the tus endpoint under a per-file upload token
 * (GET /api/assets/upload-token), then the save step uses the stored upload — by default POST /api/assets
 * {uuid, title} makes an asset; the avatar passes its own step (PATCH /api/usersR1/{id} {avatarBlobId}).
 * Exposes a plain snapshot of every file's state for React (useSyncExternalStore).
 */
import Uppy, { type Restrictions, type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import { ApiError, errorMessage } from '../api/client.ts';
import { failedWhen } from '../lib/failure.ts';
import { createAsset, getUploadToken, type Asset } from '../api/assets.ts';
import { translate } from '../i18n/i18n.ts';
import { getSession } from '../session/store.ts';
import { claimedContentType, isRefusal, titleFromFileName, uploadFailureMessage } from './files.ts';
import { forgetUpload, rememberUpload, resumeKey, unfinishedUpload } from './resumable.ts';

type Meta = { name: string; type: string };
type Body = Record<string, never>;
type File = UppyFile<Meta, Body>;

export type UploadStatus = 'preparing' | 'uploading' | 'paused' | 'saving' | 'done' | 'failed' | 'refused';

/** `R` is what the save step answers for a stored upload: an Asset by default. */
export interface UploadItem<R = Asset> {
  id: string;
  name: string;
  size: number;
  /** the content type the file claims */
  type: string;
  bytesUploaded: number;
  /** 0–100 */
  percentage: number;
  status: UploadStatus;
  /** for 'failed' (retry may help) and 'refused' (the server will not take this file) */
  error: string | null;
  /** what the save step answered (the new asset, by default) once the file is done */
  result: R | null;
}

interface Extra<R> {
  uuid?: string;
  token?: string;
  tokenAt?: number;
  refused?: string;
  failed?: string;
  result?: R;
  /** where this file is remembered for resuming after a reload (asset uploads only) */
  resumeKey?: string;
  startedAt?: number;
  savedAt?: number;
}

/** How often the remembered progress of a running upload is written (it is only a hint for the list). */
const REMEMBER_EVERY_MS = 1000;

/** The upload token lives 15 minutes on the server; a retry after 12 starts over with a fresh one. */
const TOKEN_REUSE_MS = 12 * 60 * 1000;
/** tus PATCH size: resumable in steps, small enough for proxies with body limits. */
const CHUNK_SIZE = 8 * 1024 * 1024;

/** The default save step: the stored upload becomes an asset titled after the file. */
const createAssetFrom = (upload: { uuid: string; name: string }): Promise<Asset> =>
  createAsset({ uuid: upload.uuid, title: titleFromFileName(upload.name) });

export interface AssetUploaderOptions<R = Asset> {
  /** What becomes of a stored upload (its blob uuid and file name); an error answer fails or refuses the file. */
  save?: (upload: { uuid: string; name: string }) => Promise<R>;
  /** Called with the save step's answer once a file is done. */
  onSaved?: (result: R) => void;
  onRejected?: (message: string) => void;
  /** Uppy restrictions checked before anything is sent (e.g. one image at a time for the avatar). */
  restrictions?: Partial<Restrictions>;
}

export class AssetUploader<R = Asset> {
  readonly uppy: Uppy<Meta, Body>;
  readonly #extra = new Map<string, Extra<R>>();
  /** finished uploads stay listed after they leave Uppy (so the same file can be uploaded again) */
  #finished: UploadItem<R>[] = [];
  #listeners = new Set<() => void>();
  #snapshot: UploadItem<R>[] = [];
  readonly #options: AssetUploaderOptions<R>;
  readonly #save: (upload: { uuid: string; name: string }) => Promise<R>;

  constructor(options: AssetUploaderOptions<R> = {}) {
    this.#options = options;
    // Without a save step R is Asset (the default type argument), so the asset step fits.
    this.#save = options.save ?? (createAssetFrom as unknown as (upload: { uuid: string; name: string }) => Promise<R>);
    this.uppy = new Uppy<Meta, Body>({
      autoProceed: true,
      allowMultipleUploadBatches: true,
      ...(options.restrictions ? { restrictions: options.restrictions } : {}),
    });
    this.uppy.use(Tus, {
      limit: 3,
      chunkSize: CHUNK_SIZE,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      allowedMetaFields: ['name', 'type'],
      // A stored fingerprint would resume under an old token bound to another uuid; tokens make that moot.
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
    });
    this.uppy.on('upload-progress', (file) => file && this.#remember(file.id));
    this.uppy.addPreProcessor(this.#prepare);
    this.uppy.addPostProcessor(this.#saveUploads);
    this.uppy.on('upload-error', (file, _error, response) => {
      if (!file) return;
      const status = response?.status ?? 0;
      const xhr = (response?.body as { xhr?: XMLHttpRequest } | undefined)?.xhr;
      const body = xhr ? safeText(xhr) : '';
      const message = uploadFailureMessage(status, body, file.meta.type);
      const extra = this.#extraOf(file.id);
      if (isRefusal(status)) {
        extra.refused = message;
        this.#forgetResume(file.id);
      } else {
        extra.failed = message;
        // A dead token or a vanished upload cannot be resumed: the retry starts over with a new token.
        if (status === 401 || status === 404 || status === 410) {
          this.#forgetToken(file.id);
          this.#forgetResume(file.id);
        }
      }
      this.#emit();
    });
    this.uppy.on('restriction-failed', (_file, error) => this.#options.onRejected?.(error.message));
    this.uppy.on('state-update', () => this.#emit());
  }

  /** Adds files (from the drop zone or the file input); they start uploading at once. */
  addFiles(files: Iterable<globalThis.File>): void {
    for (const file of files) {
      const type = claimedContentType(file.name, file.type);
      try {
        const id = this.uppy.addFile({ name: file.name, type, data: file, source: 'Local', meta: { name: file.name, type } });
        const userId = getSession()?.currentUserId;
        // Only uploads that become assets resume after a reload: another save step (the avatar) starts over.
        if (userId && !this.#options.save) this.#extraOf(id).resumeKey = resumeKey(userId, file);
      } catch (error) {
        // Restriction failures (e.g. the same file twice) are reported through 'restriction-failed'.
        if (!(error instanceof Error && 'isRestriction' in error)) this.#options.onRejected?.(errorMessage(error));
      }
    }
  }

  pauseResume(id: string): void {
    this.uppy.pauseResume(id);
  }

  retry(id: string): void {
    const extra = this.#extraOf(id);
    delete extra.failed;
    void this.uppy.retryUpload(id).catch(() => undefined);
  }

  /** Removes a file from the list; a running upload is cancelled (and its partial bytes dropped on the server). */
  remove(id: string): void {
    this.#finished = this.#finished.filter((item) => item.id !== id);
    this.#forgetResume(id);
    if (this.uppy.getFile(id)) this.uppy.removeFile(id);
    this.#extra.delete(id);
    this.#emit();
  }

  clearFinished(): void {
    this.#finished = [];
    this.#emit();
  }

  cancelAll(): void {
    for (const id of this.#extra.keys()) this.#forgetResume(id);
    this.uppy.cancelAll();
    this.#extra.clear();
    this.#finished = [];
    this.#emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): UploadItem<R>[] => this.#snapshot;

  #extraOf(id: string): Extra<R> {
    let extra = this.#extra.get(id);
    if (!extra) this.#extra.set(id, (extra = {}));
    return extra;
  }

  /** Writes where a running upload stands, so the same file chosen after a reload continues from there. */
  #remember(id: string): void {
    const file = this.uppy.getFile(id);
    const extra = this.#extra.get(id);
    const uploadUrl = (file?.tus as { uploadUrl?: string | null } | undefined)?.uploadUrl;
    const endpoint = (file?.tus as { endpoint?: string } | undefined)?.endpoint;
    if (!file || !extra?.resumeKey || !extra.token || !extra.uuid || !uploadUrl || !endpoint) return;
    const now = Date.now();
    if (extra.savedAt && now - extra.savedAt < REMEMBER_EVERY_MS) return;
    extra.savedAt = now;
    extra.startedAt ??= now;
    const progress = file.progress;
    rememberUpload({
      key: extra.resumeKey,
      userId: getSession()?.currentUserId ?? '',
      name: file.name ?? file.meta.name,
      size: file.size ?? 0,
      uuid: extra.uuid,
      token: extra.token,
      endpoint,
      uploadUrl,
      startedAt: extra.startedAt,
      bytesUploaded: 'bytesUploaded' in progress && typeof progress.bytesUploaded === 'number' ? progress.bytesUploaded : 0,
    });
  }

  #forgetResume(id: string): void {
    const key = this.#extra.get(id)?.resumeKey;
    if (key) forgetUpload(key);
  }

  #forgetToken(id: string): void {
    const extra = this.#extraOf(id);
    delete extra.token;
    delete extra.uuid;
    delete extra.tokenAt;
  }

  /** Pre-processing: an upload token per file; a refusal (e.g. 413 over the storage limit) ends that file only. */
  #prepare = async (fileIDs: string[]): Promise<void> => {
    await Promise.all(
      fileIDs.map(async (id) => {
        const file = this.uppy.getFile(id);
        if (!file || file.progress.uploadComplete) return;
        const extra = this.#extraOf(id);
        if (extra.token && extra.tokenAt && Date.now() - extra.tokenAt < TOKEN_REUSE_MS) return;
        // The same file was being uploaded before a reload: its started upload continues under its own token.
        const earlier = extra.resumeKey && !extra.token ? unfinishedUpload(extra.resumeKey) : undefined;
        if (earlier) {
          Object.assign(extra, { uuid: earlier.uuid, token: earlier.token, tokenAt: Date.now(), startedAt: earlier.startedAt });
          this.uppy.setFileState(id, {
            tus: { endpoint: earlier.endpoint, headers: { authorization: `Bearer ${earlier.token}` }, uploadUrl: earlier.uploadUrl },
          });
          return;
        }
        try {
          const token = await getUploadToken({ fileSize: file.size ?? 0, contentType: file.meta.type });
          Object.assign(extra, { uuid: token.uuid, token: token.token, tokenAt: Date.now() });
          delete extra.failed;
          this.uppy.setFileState(id, {
            tus: { endpoint: token.url, headers: { authorization: `Bearer ${token.token}` }, uploadUrl: null },
          });
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          // A 413 without the server's own words (a proxy's page) reads as the storage limit.
          const serverWorded = error instanceof ApiError && error.message !== error.reason;
          const message = status === 413 && !serverWorded ? uploadFailureMessage(413, '') : failedWhen(translate('assets:upload.failed'), error);
          if (isRefusal(status)) extra.refused = message;
          else extra.failed = message;
          this.uppy.setFileState(id, { error: message });
        }
      }),
    );
    this.#emit();
  };

  /** Post-processing: the save step uses the stored upload (by default it becomes an asset, POST /api/assets). */
  #saveUploads = async (fileIDs: string[]): Promise<void> => {
    await Promise.all(
      fileIDs.map(async (id) => {
        const file = this.uppy.getFile(id);
        const extra = this.#extra.get(id);
        if (!file || file.error || !file.progress.uploadComplete || !extra?.uuid || extra.result !== undefined) return;
        try {
          const result = await this.#save({ uuid: extra.uuid, name: file.name ?? file.meta.name });
          extra.result = result;
          this.#forgetResume(id);
          this.#finished = [...this.#finished, { ...this.#itemOf(file, extra), status: 'done', percentage: 100, result }];
          this.uppy.removeFile(id);
          this.#extra.delete(id);
          this.#options.onSaved?.(result);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          const message = failedWhen(translate('assets:upload.failed'), error);
          if (isRefusal(status)) extra.refused = message;
          else extra.failed = message;
          this.uppy.setFileState(id, { error: message });
        }
      }),
    );
    this.#emit();
  };

  #itemOf(file: File, extra: Extra<R> | undefined): UploadItem<R> {
    const size = file.size ?? 0;
    const progress = file.progress;
    const bytesUploaded = 'bytesUploaded' in progress && typeof progress.bytesUploaded === 'number' ? progress.bytesUploaded : 0;
    let status: UploadStatus;
    let error: string | null = null;
    if (extra?.refused) {
      status = 'refused';
      error = extra.refused;
    } else if (file.error) {
      status = 'failed';
      error = extra?.failed ?? file.error;
    } else if (extra?.result !== undefined) status = 'done';
    else if (progress.uploadComplete) status = 'saving';
    else if (file.isPaused) status = 'paused';
    else if (progress.uploadStarted && extra?.token) status = 'uploading';
    else status = 'preparing';
    return {
      id: file.id,
      name: file.name ?? file.meta.name,
      size,
      type: file.meta.type,
      bytesUploaded,
      percentage: progress.uploadComplete ? 100 : (progress.percentage ?? 0),
      status,
      error,
      result: extra?.result ?? null,
    };
  }

  #emit(): void {
    const live = this.uppy.getFiles().map((file) => this.#itemOf(file, this.#extra.get(file.id)));
    const next = [...this.#finished.filter((item) => !live.some((l) => l.id === item.id)), ...live];
    if (sameItems(next, this.#snapshot)) return;
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}

function safeText(xhr: XMLHttpRequest): string {
  try {
    return typeof xhr.responseText === 'string' ? xhr.responseText : '';
  } catch {
    return '';
  }
}

function sameItems<R>(a: UploadItem<R>[], b: UploadItem<R>[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((item, i) => {
    const other = b[i]!;
    return (
      item.id === other.id &&
      item.status === other.status &&
      item.bytesUploaded === other.bytesUploaded &&
      item.percentage === other.percentage &&
      item.error === other.error &&
      item.result === other.result
    );
  });
}
