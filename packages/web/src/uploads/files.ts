/** Pure helpers for uploads: what type a file claims to be, the asset title it gets, how a refusal reads. */
import { failedWhenText } from '@folio/model';
import { translate } from '../i18n/i18n.ts';

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const GENERIC_TYPE = 'application/octet-stream';

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The content type an upload claims (sent with the token request; the server sniffs the bytes and refuses a
 * mismatch): the browser's type when it has a specific one, else the one the file name's extension implies,
 * else the generic binary type.
 */
export function claimedContentType(name: string, browserType: string | undefined | null): string {
  const type = (browserType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type && type !== GENERIC_TYPE && /^[a-z]+\/[a-z0-9.+-]+$/.test(type)) return type;
  return BY_EXTENSION[extension(name)] ?? GENERIC_TYPE;
}

/** The asset title a new upload gets: the file name without its extension (the whole name if that leaves nothing). */
export function titleFromFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const title = (dot > 0 ? base.slice(0, dot) : base).trim();
  return title || base.trim() || 'Untitled';
}

/** What an asset kind a content type falls under (spec §3: the first part of the content type). */
export function kindOfType(contentType: string): 'image' | 'video' | 'audio' | 'file' {
  const major = contentType.split('/')[0];
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'file';
}

/** Failures that retrying cannot fix: the server refused the file itself (type, size, bad request, not allowed). */
export function isRefusal(status: number): boolean {
  return status === 400 || status === 403 || status === 409 || status === 413 || status === 415 || status === 422;
}

/**
 * The message shown on a file whose upload failed with this HTTP response: the spec's 'Something went wrong when
 * uploading the new File' (§8), then the reason — the server's message, else a sentence for the status.
 */
export function uploadFailureMessage(status: number, body: string, claimedType?: string): string {
  return failedWhenText(translate('assets:upload.failed'), uploadFailureReason(status, body, claimedType));
}

function uploadFailureReason(status: number, body: string, claimedType?: string): string {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON after all: fall through to the status sentence
    }
  } else if (text && text.length <= 300 && !text.startsWith('<')) {
    return text;
  }
  switch (status) {
    case 413:
      return translate('assets:upload.reasons.overLimit');
    case 415:
      return claimedType ? translate('assets:upload.reasons.typeMismatchOf', { type: claimedType }) : translate('assets:upload.reasons.typeMismatch');
    case 401:
      return translate('assets:upload.reasons.expired');
    case 0:
      return translate('assets:upload.reasons.dropped');
    default:
      return status >= 500 ? translate('assets:upload.reasons.server', { status: String(status) }) : translate('assets:upload.reasons.failed', { status: String(status) });
  }
}
