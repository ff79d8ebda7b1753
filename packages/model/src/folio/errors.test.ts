import { describe, expect, it } from 'vitest';
import { FOLIO_TEXTS, folioActionFailed } from './errors.ts';

describe('folio error texts (spec §8)', () => {
  it('quote the spec word for word', () => {
    expect(FOLIO_TEXTS).toMatchObject({
      cannotModify: 'Cannot modify this folio',
      cannotModifyContent: "Cannot modify this folio's content",
      cannotModifySettings: "Cannot modify this folio's settings",
      fetchMode: 'readOnly and forEditing are mutually exclusive, or one of them must be set',
      unauthorizedAccess: 'Unauthorized access',
      submissionInvalid: 'There was an error in your submission; please review your entries.',
      submissionUploadsPending: 'Please wait a moment, there are files waiting to be uploaded.',
      submissionReceived: 'Submission successfully received!',
      submissionRedirecting: 'Preparing to redirect...',
      submissionSendingEmail: 'Sending email...',
      submissionFailed: 'An error occurred when submitting.',
      templateInteractionUnsupported: 'Current interaction is not supported in templates',
      templateResourceUnsupported: 'Current resource is not supported in templates',
    });
  });
  it('name the entity in failures of create, update, delete and publish', () => {
    expect(folioActionFailed('creating')).toBe('Something went wrong when creating the Folio');
    expect(folioActionFailed('publishing')).toBe('Something went wrong when publishing the Folio');
  });
});
