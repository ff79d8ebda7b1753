import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@folio/model';
import { z } from 'zod';

/** Trimmed and lowercased before anything else sees it, so `Bob@Example.com ` and `bob@example.com` are one account. */
const Email = z
  .string()
  .trim()
  .toLowerCase()
  .check(z.email())
  .max(254)
  .describe('Email address; trimmed and lowercased by the server');

/** A password being set: the shared policy from @folio/model, whose message says what to fix. */
const NewPassword = z
  .string()
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** A password being checked; bounded only so nobody can make the server hash megabytes. */
const GivenPassword = z.string().min(1).max(1024);

const Token = z.string().min(1).max(128).describe('The token from the mailed link');

export const ErrorSchema = z.object({
  error: z.string().describe('Short title, e.g. "Bad Request"'),
  message: z.string().describe('A sentence for the user'),
});

export const MessageSchema = z.object({ message: z.string().describe('A sentence for the user') });

export const UserIdParams = z.object({ id: z.uuid().describe('The user id from the link or session') });

export const RegisterBody = z.object({
  email: Email,
  password: NewPassword.describe(`At least ${PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters, not a common password`),
  displayName: z.string().trim().min(1).max(100).describe('The name shown to others'),
});
export type RegisterReq = z.infer<typeof RegisterBody>;
export const RegisterResponse = z.object({ id: z.uuid(), email: z.string() });

export const VerifyBody = z.object({ token: Token });
export const VerifyResponse = z.object({
  verified: z.literal(true),
  alreadyVerified: z.boolean().describe('true when the link had already verified this account (opened a second time)'),
});

export const EmailBody = z.object({ email: Email });

export const LoginBody = z.object({
  username: z.string().trim().toLowerCase().min(1).max(254).describe('The account email; lowercased by the server'),
  password: GivenPassword.describe('The account password'),
});
export type LoginReq = z.infer<typeof LoginBody>;

export const SessionGrantSchema = z.object({
  accessToken: z.string().describe('Bearer token for the Authorization header'),
  currentUserId: z.uuid(),
  isSuperAdmin: z.boolean(),
  accountType: z.number().int(),
  showTipOfTheDay: z.boolean(),
  showWelcomeMessage: z.boolean(),
  showMgMiniVideo: z.boolean(),
  timeSinceLastAuth: z.number().describe('ms timestamp of the authentication this token stems from'),
  expiresOn: z.number().describe('ms timestamp after which the token no longer works'),
});

export const ChangePasswordBody = z.object({
  currentPassword: GivenPassword.describe('The password in use now'),
  newPassword: NewPassword.describe(`At least ${PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters, not a common password`),
});

export const ResetPasswordBody = z.object({
  token: Token,
  password: NewPassword.describe(`At least ${PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters, not a common password`),
});
