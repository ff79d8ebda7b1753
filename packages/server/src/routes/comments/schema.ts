import { z } from 'zod';
import { PaginationQuery } from '../pagination.ts';

export const IdParams = z.object({ id: z.string().max(100).describe('The id (UUID)') });
export const ListQuery = PaginationQuery;
export const SectionBody = z.strictObject({ folioId: z.string().max(100).describe('The folio whose comment section to make (made once)') });
export const SectionSchema = z.object({ id: z.string().describe('The comment section id'), folioId: z.string() });

const body = z.string().max(20_000).describe('Plain text, at most 5000 characters after trimming');
export const CreateCommentBody = z.strictObject({
  folioId: z.string().max(100).optional().describe('The folio commented on (or give commentSectionId)'),
  commentSectionId: z.string().max(100).optional().describe('Its comment section'),
  authorId: z.string().max(100).describe('Must be your own user id'),
  body,
  inReplyToId: z.string().max(100).optional().describe('The comment answered (replies stay one level deep)'),
});
export const UpdateCommentBody = z.strictObject({
  authorId: z.string().max(100).optional().describe('Must be your own user id when changing the text'),
  body: body.optional(),
  status: z.enum(['published', 'hidden']).optional().describe('The folio’s owner hides a comment or shows it again'),
});
export const ReportBody = z.strictObject({ reason: z.string().max(2000).default('').describe('What is wrong with it (optional)') });

export const CommentSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  folioId: z.string(),
  author: z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }).nullable().describe('null once deleted or hidden'),
  parentId: z.string().nullable().describe('The thread’s top comment (null for a top comment)'),
  inReplyToId: z.string().nullable(),
  body: z.string().describe('Empty once deleted (or hidden, except for the folio’s owner)'),
  status: z.enum(['published', 'hidden', 'deleted']),
  isEdited: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export const CommentPage = z.object({
  items: z.array(CommentSchema),
  total: z.number().int(),
  canModerate: z.boolean().describe('The caller owns the folio (may hide, show and delete any comment)'),
  isOpen: z.boolean().describe('The folio takes new comments'),
});
export const ReportAnswer = z.object({ reports: z.number().int() });
export const ReportList = z.array(z.object({ commentId: z.string(), reports: z.number().int() }));
