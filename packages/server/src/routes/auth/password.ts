import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { forbidden } from '../../errors.ts';
import { changePassword } from '../../services/auth/changePassword.ts';
import { requestPasswordReset, resetPassword } from '../../services/auth/passwordReset.ts';
import { authRateLimit, authenticated } from './hooks.ts';
import { ChangePasswordBody, EmailBody, ErrorSchema, MessageSchema, ResetPasswordBody, UserIdParams } from './schema.ts';

export const RESET_REQUEST_ANSWER = 'If this email belongs to an account, we have sent a link to reset its password. It works for 1 hour.';
export const PASSWORD_CHANGED = 'Your password has been changed; your other sessions have been signed out.';
export const PASSWORD_RESET_DONE = 'Your password has been reset; please sign in with the new one.';

/** Changing the password when signed in, and resetting it through a mailed link. */
export async function passwordRoutes(app: App): Promise<void> {
  app.post(
    '/api/changePassword/:id',
    {
      preValidation: authenticated,
      schema: {
        tags: ['auth'],
        summary:
          'Change the own password; every other session of the user ends. 429 with Retry-After past AUTH_RATE_LIMIT attempts per window on the account',
        security: [{ bearer: [] }],
        params: UserIdParams,
        body: ChangePasswordBody,
        response: { 200: MessageSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      if (!can(user, { kind: 'user.changePassword', userId: req.params.id })) throw forbidden('Can only change your own password');
      // Per account, so a stolen session cannot guess the current password at hashing speed.
      await authRateLimit(app, req, 'changePassword', [`user:${user.userId}`]);
      await changePassword(app.deps.database.db, {
        userId: user.userId,
        currentPassword: req.body.currentPassword,
        newPassword: req.body.newPassword,
        keepTokenId: user.tokenId,
      });
      return { message: PASSWORD_CHANGED };
    },
  );

  app.post(
    '/public/api/requestPasswordReset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mail a password reset link; answers the same whether or not the email has an account. 429 past AUTH_RATE_LIMIT requests per window from the client or for the email',
        body: EmailBody,
        response: { 200: MessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req) => {
      // Per email too, so many addresses cannot flood one mailbox.
      await authRateLimit(app, req, 'requestPasswordReset', [`email:${req.body.email}`]);
      const { database, mail, config } = app.deps;
      await requestPasswordReset({ db: database.db, mail, appOrigin: config.APP_ORIGIN }, req.body.email);
      return { message: RESET_REQUEST_ANSWER };
    },
  );

  app.post(
    '/public/api/resetPassword/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset mail; every session of the user ends',
        params: UserIdParams,
        body: ResetPasswordBody,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (req) => {
      await resetPassword(app.deps.database.db, req.params.id, req.body.token, req.body.password);
      return { message: PASSWORD_RESET_DONE };
    },
  );
}
