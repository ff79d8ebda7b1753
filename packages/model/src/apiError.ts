import { CANNOT_CONVERT_ERROR, SESSION_EXPIRED, UNKNOWN_ERROR } from './errorTexts.ts';

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
    if (typeof error === 'string' && typeof message === 'string') return `${error}: ${message}`;
  }
  return CANNOT_CONVERT_ERROR;
}
