/**
 * Personal access tokens (issue 30; services/users/apiTokens.ts): one's own at /api/users/me/tokens, any account's
 * for an administrator at /api/users/management/{id}/tokens. Made, listed and revoked only in a signed-in session.
 */
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { ManagedUser } from '../../auth/can.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { managedTarget } from '../../services/admin/users.ts';
import { createApiToken, listApiTokens, revokeApiToken } from '../../services/users/apiTokens.ts';
import { CreateTokenBody, MadeToken, TokenIdParams, TokenList, UserParams, UserTokenParams } from './tokensSchema.ts';
import type { ApiScope } from '@folio/model';
import { z } from 'zod';

const self = (user: AuthUser): ManagedUser => ({ id: user.userId, isAdmin: user.isAdmin === true, isSuperAdmin: user.isSuperAdmin });
const refusals = '; 401 without a session, 403 with an access token (tokens are managed signed in)';

export async function apiTokenRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/api/users/me/tokens',
    { schema: { tags: ['users'], security: [{ bearer: [] }], summary: `Your live access tokens, newest first${refusals}`, response: { 200: TokenList } } },
    async (req) => {
      const user = requireUser(req);
      return { tokens: await listApiTokens(db, user, self(user)) };
    },
  );

  app.post(
    '/api/users/me/tokens',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: `Makes an access token for another system to call the API as you, within its scopes; the answer shows the token once${refusals}; 409 past 50 tokens; 422 for an expiry in the past`,
        body: CreateTokenBody,
        response: { 201: MadeToken },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const made = await createApiToken(db, user, self(user), { ...req.body, scopes: req.body.scopes as ApiScope[] });
      return reply.code(201).send(made);
    },
  );

  app.delete(
    '/api/users/me/tokens/:tokenId',
    { schema: { tags: ['users'], security: [{ bearer: [] }], summary: `Revokes one of your access tokens at once${refusals}; 404 when there is no such live token`, params: TokenIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      const user = requireUser(req);
      await revokeApiToken(db, user, self(user), req.params.tokenId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/users/management/:id/tokens',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], summary: `An account’s live access tokens, for an administrator who manages it${refusals}; 404 for no such account`, params: UserParams, response: { 200: TokenList } } },
    async (req) => {
      const user = requireUser(req);
      return { tokens: await listApiTokens(db, user, await managedTarget(db, req.params.id)) };
    },
  );

  app.delete(
    '/api/users/management/:id/tokens/:tokenId',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], summary: `Revokes an account’s access token, for an administrator who manages it${refusals}; 404 for no such account or token`, params: UserTokenParams, response: { 204: z.null() } } },
    async (req, reply) => {
      const user = requireUser(req);
      await revokeApiToken(db, user, await managedTarget(db, req.params.id), req.params.tokenId);
      return reply.code(204).send(null);
    },
  );
}
