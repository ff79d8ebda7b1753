import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { forbidden } from '../../errors.ts';
import { userContent } from '../../services/people/content.ts';
import { accountsFollowedBy, follow, socialInfo, unfollow } from '../../services/people/follows.ts';
import { postInfo, recentPosts } from '../../services/people/posts.ts';
import { profileLink } from '../../services/people/profileLink.ts';
import { react, reactionsOf } from '../../services/people/reactions.ts';
import { createGroup, deleteGroup, groupsOf, updateGroup } from '../../services/users/groups.ts';
import {
  AccountCards,
  ContentPage,
  ContentParams,
  CreateGroupBody,
  FolioIdParams,
  GroupIdParams,
  GroupList,
  GroupSchema,
  PageQuery,
  PostPage,
  PostSchema,
  ProfileShareSchema,
  ReactionBody,
  ReactionCountsSchema,
  ReactionTargetParams,
  SocialInfoSchema,
  UpdateGroupBody,
  UserIdParams,
} from './schema.ts';

/** People: follows, profiles' public content, reactions, account groups and the feed (spec §7 Users, Folios). */
export async function peopleRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const security = [{ bearer: [] }];
  const users = ['users'];

  app.post(
    '/api/users/:id/follow',
    { schema: { tags: users, security, summary: 'Follow this account (again: no change; not yourself)', params: UserIdParams, response: { 200: SocialInfoSchema } } },
    async (req) => follow(db, requireUser(req), req.params.id),
  );
  app.post(
    '/api/users/:id/unfollow',
    { schema: { tags: users, security, summary: 'Stop following this account (not following: no change)', params: UserIdParams, response: { 200: SocialInfoSchema } } },
    async (req) => unfollow(db, requireUser(req), req.params.id),
  );
  for (const prefix of ['/public/api', '/api'] as const) {
    const signedIn = prefix === '/api';
    app.get(
      `${prefix}/users/socialInfo/:id`,
      { schema: { tags: users, ...(signedIn ? { security } : {}), summary: 'Follower and following counts, and whether the caller follows', params: UserIdParams, response: { 200: SocialInfoSchema } } },
      async (req) => socialInfo(db, signedIn ? requireUser(req).userId : null, req.params.id),
    );
    app.get(
      `${prefix}/users/content/:selection/:userId`,
      { schema: { tags: users, ...(signedIn ? { security } : {}), summary: 'One page of a user’s public folios (as posts), assets or libraries', params: ContentParams, querystring: PageQuery, response: { 200: ContentPage } } },
      async (req) => userContent(db, config, signedIn ? requireUser(req) : null, req.params.selection, req.params.userId, req.query),
    );
    app.get(
      `${prefix}/folios/recentPosts`,
      { schema: { tags: ['folios'], ...(signedIn ? { security } : {}), summary: signedIn ? 'The feed: public folios of the people you follow first, then everyone’s, newest first' : 'The feed: public folios, newest first', querystring: PageQuery, response: { 200: PostPage } } },
      async (req) => recentPosts(db, config, signedIn ? requireUser(req) : null, { ...req.query, followedFirst: signedIn }),
    );
    app.get(
      `${prefix}/folios/:id/postInfo`,
      { schema: { tags: ['folios'], ...(signedIn ? { security } : {}), summary: 'A published folio’s author, publication date and counts', params: FolioIdParams, response: { 200: PostSchema } } },
      async (req) => postInfo(db, config, signedIn ? requireUser(req) : null, req.params.id),
    );
  }
  app.get(
    '/public/api/folios/recent',
    { schema: { tags: ['folios'], summary: 'Public folios, newest publication first', querystring: PageQuery, response: { 200: PostPage } } },
    async (req) => recentPosts(db, config, req.auth, { ...req.query, followedFirst: false }),
  );
  app.get(
    '/api/users/accountsYouFollow/:id',
    { schema: { tags: users, security, summary: 'The accounts this user follows, newest first', params: UserIdParams, response: { 200: AccountCards } } },
    async (req) => {
      requireUser(req);
      return accountsFollowedBy(db, req.params.id);
    },
  );
  app.post(
    '/api/users/:id/reaction',
    { schema: { tags: users, security, summary: 'Give or take back your reaction to a folio or comment (id: yourself)', params: UserIdParams, body: ReactionBody, response: { 200: ReactionCountsSchema } } },
    async (req) => {
      const user = requireUser(req);
      if (req.params.id !== user.userId) throw forbidden('You can only react as yourself');
      return react(db, user, req.body);
    },
  );
  app.get(
    '/public/api/reactions/:targetType/:targetId',
    { schema: { tags: users, summary: 'How many reactions of each kind a folio or comment has, and (signed in) the caller’s own', params: ReactionTargetParams, response: { 200: ReactionCountsSchema } } },
    async (req) => reactionsOf(db, req.auth, req.params.targetType, req.params.targetId),
  );
  app.post(
    '/api/users/:id/share',
    { schema: { tags: users, security, summary: 'The public address of this user’s profile, to pass on', params: UserIdParams, response: { 200: ProfileShareSchema } } },
    async (req) => {
      requireUser(req);
      return profileLink(db, config, req.params.id);
    },
  );

  app.get(
    '/api/users/groups/:id',
    { schema: { tags: users, security, summary: 'Your account groups with their members (id: your own user id)', params: UserIdParams, response: { 200: GroupList } } },
    async (req) => groupsOf(db, requireUser(req), req.params.id),
  );
  app.post(
    '/api/users/groups',
    { schema: { tags: users, security, summary: 'Make an account group', body: CreateGroupBody, response: { 201: GroupSchema } } },
    async (req, reply) => reply.code(201).send(await createGroup(db, requireUser(req), req.body)),
  );
  app.patch(
    '/api/users/groups/item/:groupId',
    { schema: { tags: users, security, summary: 'Rename an account group or replace its members', params: GroupIdParams, body: UpdateGroupBody, response: { 200: GroupSchema } } },
    async (req) => updateGroup(db, requireUser(req), req.params.groupId, req.body),
  );
  app.delete(
    '/api/users/groups/item/:groupId',
    { schema: { tags: users, security, summary: 'Delete an account group (shares to it stop reaching its members)', params: GroupIdParams } },
    async (req, reply) => {
      await deleteGroup(db, requireUser(req), req.params.groupId);
      return reply.code(204).send();
    },
  );
}
