import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { login } from '../../services/auth/login.ts';
import { recordLoginAttempt } from '../../services/auth/loginLog.ts';
import { renewSession, revokeToken, sessionLimits } from '../../services/auth/sessions.ts';
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
      // Per client address only: an account-wide count would let anyone lock its owner out (decision 14).
      await authRateLimit(app, req, 'login', [], () =>
        recordLoginAttempt(app.deps.database.db, { ...attempt, userId: null, outcome: 'rate_limited' }),
      );
      return login(app.deps.database.db, { ...attempt, password: req.body.password }, sessionLimits(app.deps.config));
    },
  );

  app.get(
    '/api/reauth',
    {
      preValidation: authenticated,
      schema: {
        tags: ['auth'],
        summary:
          'Exchange the current token for a fresh one; the old token stops working. 401 Session expired once the session is SESSION_MAX_AGE_DAYS past its sign-in',
        security: [{ bearer: [] }],
        response: { 200: SessionGrantSchema, 401: ErrorSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return renewSession(app.deps.database.db, user.userId, user.tokenId, sessionLimits(app.deps.config));
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
