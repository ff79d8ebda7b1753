/** An error that reaches the client as `{error, message}` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly title: string;
  readonly headers: Record<string, string>;
  /** more fields of the JSON answer beside error and message (e.g. the widget a submission refusal names) */
  readonly details: Record<string, unknown>;
  constructor(status: number, title: string, message: string, headers: Record<string, string> = {}, details: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.title = title;
    this.headers = headers;
    this.details = details;
  }
}

export const badRequest = (message: string) => new HttpError(400, 'Bad Request', message);
export const unauthorized = (message = 'Authorized use only') => new HttpError(401, 'Unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'Forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'Not Found', message);
export const conflict = (message: string) => new HttpError(409, 'Conflict', message);
export const gone = (message: string) => new HttpError(410, 'Gone', message);
/** 422: the request is understood but what it acts on is not fit for it yet (`details` say what to fix). */
export const unprocessable = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(422, 'Unprocessable Entity', message, {}, details);
/** A wait in words a visitor reads: "45 seconds", "7 minutes", "3 hours" (rounded up). */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 120) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 7200) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** 429 with Retry-After; `message` (given the wait in words) replaces the generic "Too many attempts". */
export const tooManyRequests = (retryAfterSeconds: number, message?: (wait: string) => string) =>
  new HttpError(
    429,
    'Too Many Requests',
    message
      ? message(waitInWords(retryAfterSeconds))
      : `Too many attempts; please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
