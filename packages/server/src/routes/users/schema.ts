import { z } from 'zod';
import { APP_LANGUAGE_TAGS, CHECKLIST_STEPS, INTENTS } from '@folio/model';
import { PROFILE_LIMITS as L } from '../../services/users.ts';

export const UserIdParams = z.object({ id: z.string().describe('The user id (UUID)') });

export const FriendlyUrlParams = z.object({ url: z.string().describe('A friendly URL, e.g. "jane-doe"') });

export const PublicProfileSchema = z.object({
  id: z.string().describe('The user id'),
  displayName: z.string().describe('Name shown to others'),
  businessName: z.string().describe('Business name, may be empty'),
  profileSummary: z.string().describe('Short text about the user, may be empty'),
  friendlyUrl: z.string().nullable().describe('The user’s friendly URL, if they chose one'),
  avatarUrl: z
    .string()
    .nullable()
    .describe('Where the avatar image is served, if there is one: its thumbnail (/blob/{id}/thumbnail) once made, else /blob/{id}'),
});

export const OwnProfileSchema = PublicProfileSchema.extend({
  email: z.string().describe('Sign-in email address'),
  folioDefaultTags: z.array(z.string()).describe('Tags given to new folios'),
  assetDefaultTags: z.array(z.string()).describe('Tags given to new assets'),
  superAdmin: z.boolean().describe('Whether the user is a super admin (never settable through the API)'),
  isAdmin: z.boolean().describe('Whether the user manages ordinary users (set by super admins in administration)'),
  accountTypeId: z.number().int().describe('Account type'),
  showTipOfTheDay: z.boolean().describe('Whether the tip of the day is still shown'),
  showWelcomeMessage: z.boolean().describe('Whether the welcome message is still shown'),
  showMgMiniVideo: z.boolean().describe('Whether the mini video is still shown'),
  createdAt: z.string().describe('When the account was created (ISO 8601)'),
  language: z.enum(APP_LANGUAGE_TAGS).nullable().describe('The web app’s language they chose (en, fr, ar); null = their browser’s'),
  intent: z
    .string()
    .nullable()
    .describe(`Their answer to “What are you making?” (${INTENTS.join(', ')}; '' = skipped); null = not asked yet`),
  checklistDismissed: z.boolean().describe('Whether they dismissed the getting-started checklist'),
});

const tags = z
  .array(z.string().trim().min(1).max(L.tagLengthMax))
  .max(L.tagsMax)
  .describe(`Up to ${L.tagsMax} tags of 1–${L.tagLengthMax} characters`);

/** Only these keys may be changed; anything else (superAdmin, email, password, …) is a 400 naming the key. */
export const UpdateProfileBody = z.strictObject({
  displayName: z.string().trim().min(1).max(L.displayNameMax).optional().describe(`1–${L.displayNameMax} characters`),
  businessName: z.string().trim().max(L.businessNameMax).optional().describe(`Up to ${L.businessNameMax} characters`),
  profileSummary: z
    .string()
    .trim()
    .max(L.profileSummaryMax)
    .optional()
    .describe(`Up to ${L.profileSummaryMax} characters`),
  friendlyUrl: z
    .string()
    .regex(L.friendlyUrlPattern, 'must be 3–60 lowercase letters, digits or hyphens')
    .nullable()
    .optional()
    .describe('3–60 lowercase letters, digits or hyphens, unique among users; null removes it'),
  folioDefaultTags: tags.optional(),
  assetDefaultTags: tags.optional(),
  avatarBlobId: z
    .uuid()
    .nullable()
    .optional()
    .describe('An uploaded image of your own (the uuid of its upload) to show as your avatar; null removes the avatar'),
  language: z
    .enum(APP_LANGUAGE_TAGS, { error: `must be one of ${APP_LANGUAGE_TAGS.join(', ')}, or null to follow the browser` })
    .nullable()
    .optional()
    .describe(`The web app’s language: one of ${APP_LANGUAGE_TAGS.join(', ')}; null follows the browser`),
  intent: z
    .enum([...INTENTS, ''], { error: `must be one of ${INTENTS.join(', ')}, or '' for something else` })
    .optional()
    .describe(`What they are making: one of ${INTENTS.join(', ')}, or '' for something else (the question is then answered)`),
  checklistDismissed: z
    .literal(true, { error: 'can only be true (a dismissed checklist stays dismissed)' })
    .optional()
    .describe('true hides the getting-started checklist for good'),
});
export type UpdateProfileReq = z.infer<typeof UpdateProfileBody>;

export const CheckEmailQuery = z.object({
  email: z.string().default('').describe('The email address to check'),
});

export const CheckFriendlyUrlQuery = z.object({
  url: z.string().default('').describe('The friendly URL to check (a single value)'),
});

export const Available = z.boolean().describe('true when the value is valid and free to use');

export const IdAnswer = z.object({ id: z.string().describe('The user id') });

export const ChecklistSchema = z.object({
  steps: z
    .array(z.object({ id: z.enum(CHECKLIST_STEPS), done: z.boolean() }))
    .describe('Make a folio, put an image in it, publish it, build a website, share it — each ticked from your own data'),
  doneCount: z.number().int().describe('How many steps are done'),
  dismissed: z.boolean().describe('Whether you dismissed the checklist (PATCH /api/users/me {checklistDismissed: true})'),
  latestFolioId: z.string().nullable().describe('Your most recently changed folio, where the next steps happen; null when none'),
});
