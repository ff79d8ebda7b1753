import type { App } from '../../app.ts';
import { registerUser, resendVerification, verifyEmail } from '../../services/auth/registration.ts';
import { authRateLimit } from './hooks.ts';
import { EmailBody, ErrorSchema, MessageSchema, RegisterBody, RegisterResponse, UserIdParams, VerifyBody, VerifyResponse } from './schema.ts';

export const RESEND_ANSWER = 'If this email belongs to an account waiting for verification, we have sent a new link to it.';

/** Sign-up, email verification and resending the verification mail. */
export async function signUpRoutes(app: App): Promise<void> {
  const mailDeps = () => ({ db: app.deps.database.db, mail: app.deps.mail, appOrigin: app.deps.config.APP_ORIGIN });

  app.post(
    '/public/api/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a verification link is mailed to it',
        body: RegisterBody,
        response: { 201: RegisterResponse, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req, reply) => {
      await authRateLimit(app, req, 'register');
      const user = await registerUser(mailDeps(), req.body);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/public/api/verify/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the token from the verification mail; the same link again answers alreadyVerified',
        params: UserIdParams,
        body: VerifyBody,
        response: { 200: VerifyResponse, 400: ErrorSchema },
      },
    },
    async (req) => {
      const { alreadyVerified } = await verifyEmail(app.deps.database.db, req.params.id, req.body.token);
      return { verified: true as const, alreadyVerified };
    },
  );

  app.post(
    '/public/api/resendVerification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link; answers the same whether or not the email has an account',
        body: EmailBody,
        response: { 200: MessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req) => {
      // Per email too, so many addresses cannot flood one mailbox.
      await authRateLimit(app, req, 'resendVerification', [`email:${req.body.email}`]);
      await resendVerification(mailDeps(), req.body.email);
      return { message: RESEND_ANSWER };
    },
  );
}
