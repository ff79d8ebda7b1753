import { ACCOUNT_DEACTIVATED, CANNOT_CONVERT_ERROR, SESSION_EXPIRED, UNKNOWN_ERROR } from './errorTexts.ts';

/** What the client knows about a response that was not ok. */
export interface FailedResponse {
  status: number;
  /** The Content-Type header, or null when the response had none. */
  contentType: string | null;
  body: string;
  /** Whether the request carried the user's bearer token. */
  sentToken: boolean;
}

/** A 401 to a request that carried a token means the session is over (spec §8); it forces a logout. */
export function isSessionEnd(res: Pick<FailedResponse, 'status' | 'sentToken'>): boolean {
  return res.status === 401 && res.sentToken;
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function isJson(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * The message the user sees for a failed response (spec §8): JSON `{error, message}` becomes
 * 'error: message', plain text stays as it is, other content cannot be converted, and a response
 * without a content type is an unknown error.
 */
export function apiErrorMessage(res: FailedResponse): string {
  const read = readFailure(res);
  return typeof read === 'string' ? read : `${read.error}: ${read.message}`;
}

/**
 * What a person reads for a failed response: the server's reason alone, never the HTTP status word in front of
 * it ('Forbidden:', 'Conflict:' ...). JSON `{error, message}` gives its message; every other case the same text
 * as apiErrorMessage. apiErrorMessage stays the API helper's internal string (spec §8); screens show this one.
 */
export function apiErrorReason(res: FailedResponse): string {
  const read = readFailure(res);
  return typeof read === 'string' ? read : read.message;
}

/** Why a session ended: the account was deactivated (the server said so), or the session expired or was revoked. */
export function sessionEndCause(res: FailedResponse): 'deactivated' | 'expired' {
  if (!res.contentType || !isJson(mediaType(res.contentType))) return 'expired';
  try {
    const parsed: unknown = JSON.parse(res.body);
    return parsed && typeof parsed === 'object' && 'message' in parsed && parsed.message === ACCOUNT_DEACTIVATED ? 'deactivated' : 'expired';
  } catch {
    return 'expired';
  }
}

function readFailure(res: FailedResponse): string | { error: string; message: string } {
  if (isSessionEnd(res)) return SESSION_EXPIRED;
  if (!res.contentType || !res.contentType.trim()) return UNKNOWN_ERROR;
  const type = mediaType(res.contentType);
  if (type === 'text/plain') return res.body;
  if (!isJson(type)) return CANNOT_CONVERT_ERROR;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return CANNOT_CONVERT_ERROR;
  }
  if (parsed && typeof parsed === 'object' && 'error' in parsed && 'message' in parsed) {
    const { error, message } = parsed;
    if (typeof error === 'string' && typeof message === 'string') return { error, message };
  }
  return CANNOT_CONVERT_ERROR;
}

/**
 * The spec's "Something went wrong when …" text followed by the reason as its own sentence (capital first
 * letter, closing full stop): 'Something went wrong when deleting the Folio. Only its owner can delete it.'
 */
export function failedWhenText(specText: string, reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) return `${specText}.`;
  const sentence = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return `${specText}. ${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`}`;
}
