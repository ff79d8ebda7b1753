import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@folio/model';
import { z } from 'zod';
import { PROFILE_LIMITS } from '../../services/users.ts';

export const SetupStatus = z.object({
  needsSetup: z.boolean().describe('true while no user exists, so the first-run setup is open'),
});

export const SetupBody = z.object({
  email: z.email().max(254).describe('Email address of the first super admin'),
  password: z
    .string()
    .describe(
      `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters and not one of the most common passwords; a 400 says what to fix`,
    ),
  displayName: z
    .string()
    .trim()
    .min(1)
    .max(PROFILE_LIMITS.displayNameMax)
    .describe(`Name shown to others, 1–${PROFILE_LIMITS.displayNameMax} characters`),
});
export type SetupReq = z.infer<typeof SetupBody>;

export const SetupCreated = z.object({ id: z.string().describe('Id of the new super admin') });
