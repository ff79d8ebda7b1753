import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { forbidden } from '../../errors.ts';
import {
  clearFlag,
  getOwnProfile,
  getPublicProfile,
  idByFriendlyUrl,
  isEmailFree,
  isFriendlyUrlFree,
  updateProfile,
  type UserFlag,
} from '../../services/users.ts';
import { checklistOf } from '../../services/users/checklist.ts';
import {
  Available,
  ChecklistSchema,
  CheckEmailQuery,
  CheckFriendlyUrlQuery,
  FriendlyUrlParams,
  IdAnswer,
  OwnProfileSchema,
  PublicProfileSchema,
  UpdateProfileBody,
  UserIdParams,
} from './schema.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

const FLAG_ROUTES: Array<[string, UserFlag, string]> = [
  ['notShowTipOfTheDay', 'showTipOfTheDay', 'tip of the day'],
  ['notShowWelcomeMessage', 'showWelcomeMessage', 'welcome message'],
  ['notShowMgMiniVideo', 'showMgMiniVideo', 'mini video'],
];

export async function userRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/public/api/usersR1/:id',
    {
      schema: {
        tags,
        summary: 'A user’s public profile (never the email); 404 for an unknown or deactivated user',
        params: UserIdParams,
        response: { 200: PublicProfileSchema },
      },
    },
    async (req) => getPublicProfile(app.deps.database.pool, req.params.id),
  );

  app.get(
    '/api/users/me',
    { schema: { tags, security, summary: 'The signed-in user’s own full profile', response: { 200: OwnProfileSchema } } },
    async (req) => getOwnProfile(db, requireUser(req).userId),
  );

  app.patch(
    '/api/users/me',
    {
      schema: {
        tags,
        security,
        summary:
          'Update the signed-in user’s own profile, as PATCH /api/usersR1/{id} does; also the app language ' +
          '(`language`: en, fr, ar, or null for the browser’s), the answer to “What are you making?” (`intent`) and ' +
          '`checklistDismissed: true`. 400 for any other key or value',
        body: UpdateProfileBody,
        response: { 200: OwnProfileSchema },
      },
    },
    async (req) => updateProfile(db, requireUser(req), req.body),
  );

  app.get(
    '/api/users/me/checklist',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s getting-started checklist: each step ticked from their own folios, websites and shares',
        response: { 200: ChecklistSchema },
      },
    },
    async (req) => checklistOf(db, requireUser(req).userId),
  );

  app.patch(
    '/api/usersR1/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Update the own profile; 403 for another id, 409 for a taken friendly URL, 400 for any other key. ' +
          '`avatarBlobId` must be an own image upload: unknown or not an image → 400, someone else’s → 403',
        params: UserIdParams,
        body: UpdateProfileBody,
        response: { 200: OwnProfileSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      if (!can(user, { kind: 'user.updateProfile', userId: req.params.id })) throw forbidden('User IDs do not match');
      return updateProfile(db, user, req.body);
    },
  );

  for (const [path, flag, what] of FLAG_ROUTES) {
    app.post(
      `/api/users/${path}`,
      { schema: { tags, security, summary: `Stop showing the ${what} to the signed-in user` } },
      async (req, reply) => {
        await clearFlag(db, requireUser(req).userId, flag);
        return reply.code(204).send();
      },
    );
  }

  app.get(
    '/api/users/check/email',
    {
      schema: {
        tags,
        security,
        summary: 'Whether an email address is free for an account (false when malformed or taken)',
        querystring: CheckEmailQuery,
        response: { 200: Available },
      },
    },
    async (req) => {
      requireUser(req);
      return isEmailFree(db, req.query.email);
    },
  );

  app.get(
    '/api/users/check/friendlyUrl',
    {
      schema: {
        tags,
        security,
        summary: 'Whether a friendly URL is valid and free (the asker’s own counts as free; empty is false)',
        querystring: CheckFriendlyUrlQuery,
        response: { 200: Available },
      },
    },
    async (req) => isFriendlyUrlFree(db, req.query.url, requireUser(req).userId),
  );

  app.get(
    '/public/api/users/idByUrl/:url',
    {
      schema: {
        tags,
        summary: 'The id of the user with this friendly URL; 404 when none',
        params: FriendlyUrlParams,
        response: { 200: IdAnswer },
      },
    },
    async (req) => ({ id: await idByFriendlyUrl(db, req.params.url) }),
  );
}
