import { describe, expect, it } from 'vitest';
import * as texts from './errorTexts.ts';

describe('errorTexts', () => {
  it('quotes the session texts of the spec word for word', () => {
    expect(texts.SESSION_EXPIRED_TOAST).toBe(
      'Your session has expired. Please click this popup to be sent back to the Login page.',
    );
    expect(texts.SESSION_EXPIRED_TOAST_ID).toBe('expWarn');
    expect(texts.SESSION_EXPIRED).toBe('Session expired; please login again');
    expect(texts.SESSION_DESERIALIZE_FAILED).toBe('failed to deserialize LocalStorage session state; resetting');
    expect(texts.LOGIN_INCORRECT).toBe('The username or password is incorrect, please try again.');
    expect(texts.LOGIN_MISSING_TOKEN).toBe('Missing access token; please contact admin for assistance.');
  });
  it('builds the failure texts with the entity name', () => {
    expect(texts.somethingWentWrong('creating', 'Folio')).toBe('Something went wrong when creating the Folio');
    expect(texts.assertionFailed('page exists')).toBe('Assertion failed: page exists');
  });
  it('has no empty or padded text', () => {
    for (const [name, value] of Object.entries(texts)) {
      if (typeof value !== 'string') continue;
      expect(value, name).not.toBe('');
      expect(value.trim(), name).toBe(value);
    }
  });
});
