import { describe, expect, it } from 'vitest';
import { apiErrorMessage, apiErrorReason, failedWhenText, isSessionEnd } from './apiError.ts';

const failed = (contentType: string | null, body: string, status = 400, sentToken = false) => ({ status, contentType, body, sentToken });

describe('apiErrorMessage', () => {
  it('joins error and message of a JSON body with a colon', () => {
    const body = JSON.stringify({ error: 'Conflict', message: 'An account with this email already exists' });
    expect(apiErrorMessage(failed('application/json; charset=utf-8', body, 409))).toBe(
      'Conflict: An account with this email already exists',
    );
  });
  it('accepts JSON media types with a +json suffix and any letter case', () => {
    const body = JSON.stringify({ error: 'Bad Request', message: 'body.email: Invalid email' });
    expect(apiErrorMessage(failed('application/problem+json', body))).toBe('Bad Request: body.email: Invalid email');
    expect(apiErrorMessage(failed('Application/JSON', body))).toBe('Bad Request: body.email: Invalid email');
  });
  it('returns a plain-text body as it is', () => {
    expect(apiErrorMessage(failed('text/plain; charset=utf-8', 'Gateway timed out', 504))).toBe('Gateway timed out');
  });
  it('cannot convert other content types', () => {
    expect(apiErrorMessage(failed('text/html', '<h1>Bad gateway</h1>', 502))).toBe('Cannot convert error message');
  });
  it('cannot convert JSON that is malformed or lacks error and message', () => {
    expect(apiErrorMessage(failed('application/json', '{"error":'))).toBe('Cannot convert error message');
    expect(apiErrorMessage(failed('application/json', '{"error":"Bad Request"}'))).toBe('Cannot convert error message');
    expect(apiErrorMessage(failed('application/json', '{"error":1,"message":2}'))).toBe('Cannot convert error message');
    expect(apiErrorMessage(failed('application/json', '[1,2]'))).toBe('Cannot convert error message');
  });
  it('is an unknown error when the response has no content type', () => {
    expect(apiErrorMessage(failed(null, ''))).toBe('An unknown error has occurred.');
    expect(apiErrorMessage(failed('  ', 'x'))).toBe('An unknown error has occurred.');
  });
  it('says the session expired when a request with a token gets 401', () => {
    const body = JSON.stringify({ error: 'Unauthorized', message: 'Session expired; please login again' });
    expect(apiErrorMessage(failed('application/json', body, 401, true))).toBe('Session expired; please login again');
  });
  it('converts a 401 to a request without a token like any other failure', () => {
    const body = JSON.stringify({ error: 'Unauthorized', message: 'Authorization failed: the username or password is incorrect' });
    expect(apiErrorMessage(failed('application/json', body, 401, false))).toBe(
      'Unauthorized: Authorization failed: the username or password is incorrect',
    );
  });
});

describe('isSessionEnd', () => {
  it('is true only for a 401 to a request that carried a token', () => {
    expect(isSessionEnd({ status: 401, sentToken: true })).toBe(true);
    expect(isSessionEnd({ status: 401, sentToken: false })).toBe(false);
    expect(isSessionEnd({ status: 403, sentToken: true })).toBe(false);
  });
});

describe('apiErrorReason (what a person reads)', () => {
  it('is the server message alone, without the status word', () => {
    const body = JSON.stringify({ error: 'Conflict', message: 'Failed to add cart item; it is already in the cart.' });
    expect(apiErrorReason(failed('application/json', body, 409))).toBe('Failed to add cart item; it is already in the cart.');
    const forbidden = JSON.stringify({ error: 'Forbidden', message: 'Only the owner can delete this folio' });
    expect(apiErrorReason(failed('application/json', forbidden, 403))).toBe('Only the owner can delete this folio');
  });
  it('is the same text as apiErrorMessage when there is no JSON error/message', () => {
    expect(apiErrorReason(failed('text/plain', 'Gateway timed out', 504))).toBe('Gateway timed out');
    expect(apiErrorReason(failed('text/html', '<h1>x</h1>', 502))).toBe('Cannot convert error message');
    expect(apiErrorReason(failed(null, ''))).toBe('An unknown error has occurred.');
    expect(apiErrorReason(failed('application/json', '{}', 401, true))).toBe('Session expired; please login again');
  });
});

describe('failedWhenText', () => {
  it('puts the spec text first and the reason after it as a sentence', () => {
    expect(failedWhenText('Something went wrong when deleting the Folio', 'only its owner can delete it')).toBe(
      'Something went wrong when deleting the Folio. Only its owner can delete it.',
    );
    expect(failedWhenText('Something went wrong when deleting the Folio', 'Gone!')).toBe('Something went wrong when deleting the Folio. Gone!');
    expect(failedWhenText('Something went wrong when deleting the Folio', ' ')).toBe('Something went wrong when deleting the Folio.');
  });
});
