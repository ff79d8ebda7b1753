import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { login } from '../../services/auth/login.ts';
import { recordLoginAttempt } from '../../services/loginLog.ts';
import { grantSession, revokeToken } from '../../services/auth/sessions.ts';
import { authRateLimit, authenticated, userAgent } from './hooks.ts';
import { ErrorSchema, LoginBody, SessionGrantSchema } from './schema.ts';

/** Login, re-authentication and logout. */
export async function sessionRoutes(app: App): Promise<void> {
  app.post(
    '/public/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; every attempt is logged',
        body: LoginBody,
        response: { 200: SessionGrantSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req) => {
      const email = req.body.username;
      const attempt = { email, ip: req.ip, userAgent: userAgent(req) };
      // Per IP and per account, so one account cannot be guessed at from many addresses either.
      await authRateLimit(app, req, 'login', [`email:${email}`], () =>
        recordLoginAttempt(app.deps.database.db, { ...attempt, userId: null, outcome: 'rate_limited' }),
      );
      return login(app.deps.database.db, { ...attempt, password: req.body.password }, app.deps.config.SESSION_LIFETIME_MINUTES);
    },
  );

  app.get(
    '/api/reauth',
    {
      preValidation: authenticated,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the current token for a fresh one; the old token stops working',
        security: [{ bearer: [] }],
        response: { 200: SessionGrantSchema, 401: ErrorSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return app.deps.database.db.transaction(async (tx) => {
        const grant = await grantSession(tx, user.userId, app.deps.config.SESSION_LIFETIME_MINUTES);
        await revokeToken(tx, user.tokenId);
        return grant;
      });
    },
  );

  app.post(
    '/api/logout',
    {
      preValidation: authenticated,
      schema: {
        tags: ['auth'],
        summary: 'End the session: the token stops working',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('No content'), 401: ErrorSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await revokeToken(app.deps.database.db, user.tokenId);
      return reply.code(204).send(null);
    },
  );
}
