import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapiNames.ts';

describe('operation ids', () => {
  it.each([
    ['GET', '/api/folios/:id/versions', 'getFoliosByIdVersions'],
    ['POST', '/api/folios/:id/versions/:versionId/restore', 'postFoliosByIdVersionsByVersionIdRestore'],
    ['DELETE', '/api/users/me/tokens/:tokenId', 'deleteUsersMeTokensByTokenId'],
    ['GET', '/public/api/folios/url/:url', 'publicGetFoliosUrlByUrl'],
    ['POST', '/api/users/:id/reset-password', 'postUsersByIdResetPassword'],
    ['GET', '/blob/:id/thumbnail', 'getBlobByIdThumbnail'],
  ])('%s %s → %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});
