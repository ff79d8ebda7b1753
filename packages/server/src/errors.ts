/** An error that reaches the client as `{error, message}` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly title: string;
  readonly headers: Record<string, string>;
  /** more fields of the JSON answer beside error and message (e.g. the widget a submission refusal names) */
  readonly details: Record<string, string>;
  constructor(status: number, title: string, message: string, headers: Record<string, string> = {}, details: Record<string, string> = {}) {
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
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'Too Many Requests',
    `Too many attempts; please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
