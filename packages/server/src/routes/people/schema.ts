import { z } from 'zod';
import { PaginationQuery, pageOf } from '../pagination.ts';

export const UserIdParams = z.object({ id: z.string().max(100).describe('The user id (UUID)') });
export const FolioIdParams = z.object({ id: z.string().max(100).describe('The folio id (UUID)') });
export const GroupIdParams = z.object({ groupId: z.string().max(100).describe('The account group id (UUID)') });
export const ContentParams = z.object({
  selection: z.enum(['folios', 'assets', 'libraries']).describe('What to list: public folios, assets or libraries'),
  userId: z.string().max(100).describe('The user id (UUID)'),
});
export const PageQuery = PaginationQuery;

export const AccountCard = z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() });
export const AccountCards = z.array(AccountCard);

const groupName = z.string().trim().min(1, 'Give the group a name').max(80).describe('The group’s name (1–80 characters, unique among your groups)');
const memberIds = z.array(z.string().max(100)).max(500).describe('The member accounts’ ids (at most 500)');
export const CreateGroupBody = z.strictObject({ name: groupName, memberIds: memberIds.default([]) });
export const UpdateGroupBody = z.strictObject({ name: groupName.optional(), memberIds: memberIds.optional() });
export const GroupSchema = z.object({ id: z.string(), name: z.string(), members: AccountCards, createdAt: z.string(), updatedAt: z.string() });
export const GroupList = z.array(GroupSchema);

export const SocialInfoSchema = z.object({
  followers: z.number().int().describe('Active accounts following this user'),
  following: z.number().int().describe('Active accounts this user follows'),
  isFollowing: z.boolean().describe('Whether the caller follows this user (false for a guest)'),
});

export const ReactionBody = z.strictObject({
  targetType: z.enum(['folio', 'comment']).describe('What is reacted to'),
  targetId: z.string().max(100).describe('Its id (UUID)'),
  kind: z.enum(['like', 'love', 'clap', 'insightful']).default('like').describe('The reaction'),
  on: z.boolean().default(true).describe('true to give it, false to take it back'),
});
export const ReactionTargetParams = z.object({
  targetType: z.enum(['folio', 'comment']).describe('A folio or a comment'),
  targetId: z.string().max(100).describe('Its id (UUID)'),
});
export const ReactionCountsSchema = z.object({
  counts: z.record(z.string(), z.number().int()).describe('How many of each kind'),
  mine: z.array(z.string()).describe('The kinds the caller gave'),
});
export const ProfileShareSchema = z.object({
  url: z.string().describe('The profile’s public page on the sites origin (its friendly URL when it has one)'),
  title: z.string(),
});

const PostAuthor = z.object({ id: z.string(), displayName: z.string(), friendlyUrl: z.string().nullable(), avatarUrl: z.string().nullable() });
export const PostSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  url: z.string().describe('Its published page on the sites origin'),
  author: PostAuthor,
  publishedAt: z.string(),
  commentCount: z.number().int(),
  reactionCount: z.number().int(),
  fromFollowed: z.boolean().describe('The reader follows the author'),
});
export const PostPage = pageOf(PostSchema);
/** Posts, assets or libraries: their shapes differ, documented on their own routes. */
export const ContentPage = z.object({ items: z.array(z.unknown()), total: z.number().int() });
