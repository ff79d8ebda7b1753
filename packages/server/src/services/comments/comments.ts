/**
 * Comments (spec §3 Comment, §5, §7 Comments): plain text with one level of replies, on a folio whose settings
 * turn the comment section on. Only as yourself ('Cannot create a comment for someone else'); the folio's owner
 * hides, shows or deletes any comment on it; anyone signed in reports one; writing is rate-limited per account.
 */
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { commentEvent } from '../webhooks/events.ts';
import type { Comment } from '@folio/model';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, type CommentAccess } from '../../auth/can.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { commentReports, commentSections, comments, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { enforceRateLimit } from '../auth/rateLimit.ts';
import { folioAccessOf, isUuid, loadFolio, readable, type AccessibleFolio } from '../folios/folios.ts';
import { notify } from '../notifications/notify.ts';

export const COMMENT_TEXTS = {
  createForOther: 'Cannot create a comment for someone else',
  updateForOther: 'Cannot update a comment for someone else',
  notFound: 'No comment with this id',
  sectionNotFound: 'No comment section with this id',
  closed: 'This folio does not take comments',
  empty: 'Write something before sending the comment',
  tooLong: (max: number) => `A comment can be at most ${max} characters long`,
  replyElsewhere: 'The comment you reply to belongs to another folio',
  sectionElsewhere: 'The comment section belongs to another folio',
  notModerator: 'Only the folio’s owner can hide or show comments',
} as const;

export const COMMENT_LIMITS = { bodyMax: 5000, reportReasonMax: 500 } as const;

type CommentRow = typeof comments.$inferSelect;

export type CommentView = Comment;

/** Plain text, trimmed; control characters other than line breaks and tabs dropped. */
export function cleanBody(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const body = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  if (!body) throw badRequest(COMMENT_TEXTS.empty);
  if (body.length > COMMENT_LIMITS.bodyMax) throw badRequest(COMMENT_TEXTS.tooLong(COMMENT_LIMITS.bodyMax));
  return body;
}

const commentsOpen = (folio: AccessibleFolio) => folio.root.hasCommentSection === true;

/** The folio's section, made on first use. */
export async function sectionOf(db: Executor, folioId: string): Promise<string> {
  await db.insert(commentSections).values({ folioId }).onConflictDoNothing();
  const [row] = await db.select({ id: commentSections.id }).from(commentSections).where(eq(commentSections.folioId, folioId));
  return row!.id;
}

/** POST /api/comments/section: the folio's comment section (made when missing), for those who may change its settings. */
export async function createSection(db: Executor, user: AuthUser, folioId: string): Promise<{ id: string; folioId: string }> {
  const folio = readable(user, await loadFolio(db, user, folioId));
  if (!can(user, { kind: 'folio.editSettings', folio: folioAccessOf(folio) })) throw forbidden('Cannot modify this folio\u2019s settings');
  return { id: await sectionOf(db, folio.id), folioId: folio.id };
}

/** A section id or a folio id to the folio it belongs to. */
async function folioOfSection(db: Executor, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [section] = await db.select({ folioId: commentSections.folioId }).from(commentSections).where(eq(commentSections.id, id));
  return section?.folioId ?? id;
}

async function readableFolio(db: Executor, viewer: AuthUser | null, folioId: string): Promise<AccessibleFolio> {
  const folio = await loadFolio(db, viewer, folioId);
  const ok = folio && (viewer ? can(viewer, { kind: 'folio.read', folio: folioAccessOf(folio) }) : folio.isPublic);
  if (!folio || !ok) throw notFound(COMMENT_TEXTS.sectionNotFound);
  return folio;
}

const authorColumns = {
  authorName: users.displayName,
  avatarBlobId: users.avatarBlobId,
};

function present(row: CommentRow & { authorName: string | null; avatarBlobId: string | null; replyCount?: number }, showHidden: boolean): CommentView {
  const gone = row.status === 'deleted' || (row.status === 'hidden' && !showHidden);
  return {
    id: row.id,
    sectionId: row.sectionId,
    folioId: row.folioId,
    author: gone || !row.authorId ? null : { id: row.authorId, displayName: row.authorName ?? '', avatarUrl: row.avatarBlobId ? `/blob/${row.avatarBlobId}` : null },
    parentId: row.parentId,
    inReplyToId: row.inReplyToId,
    body: gone ? '' : row.body,
    status: row.status,
    isEdited: row.editedAt !== null,
    replyCount: row.replyCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/**
 * Top comments of a folio (by folio or section id), oldest first, with reply counts. Visitors see published
 * comments; a hidden or deleted one that has replies stays as an empty placeholder so the thread keeps its place.
 * The folio's owner also sees hidden comments (to show them again).
 */
export async function listComments(db: Executor, viewer: AuthUser | null, id: string, q: { first: number; after: number }, parentId: string | null = null) {
  const folioId = await folioOfSection(db, id);
  if (!folioId) throw notFound(COMMENT_TEXTS.sectionNotFound);
  const folio = await readableFolio(db, viewer, folioId);
  const owner = viewer?.userId === folio.authorId;
  const replies = sql<number>`(select count(*)::int from comments r where r.parent_id = ${comments.id} and r.status = 'published')`;
  const visible = owner
    ? sql`(${comments.status} <> 'deleted' or ${replies} > 0)`
    : sql`(${comments.status} = 'published' or ${replies} > 0)`;
  const where = and(eq(comments.folioId, folio.id), parentId ? eq(comments.parentId, parentId) : isNull(comments.parentId), visible);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: comments, ...authorColumns, replyCount: replies })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(where)
      .orderBy(parentId ? asc(comments.createdAt) : desc(comments.createdAt), asc(comments.id))
      .limit(q.first)
      .offset(q.after),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  return {
    items: rows.map((r) => present({ ...r.c, authorName: r.authorName, avatarBlobId: r.avatarBlobId, replyCount: r.replyCount }, owner)),
    total: total?.n ?? 0,
    canModerate: owner,
    isOpen: commentsOpen(folio),
  };
}

/** The replies of one comment, oldest first. */
export async function listReplies(db: Executor, viewer: AuthUser | null, commentId: string, q: { first: number; after: number }) {
  const parent = await findComment(db, commentId);
  if (parent.parentId) throw badRequest('Replies hang off top comments only; ask for the replies of its thread’s first comment');
  return listComments(db, viewer, parent.folioId, q, parent.id);
}

async function findComment(db: Executor, id: string): Promise<CommentRow> {
  if (!isUuid(id)) throw notFound(COMMENT_TEXTS.notFound);
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  if (!row) throw notFound(COMMENT_TEXTS.notFound);
  return row;
}

async function one(db: Executor, id: string, showHidden: boolean): Promise<CommentView> {
  const [row] = await db.select({ c: comments, ...authorColumns }).from(comments).leftJoin(users, eq(users.id, comments.authorId)).where(eq(comments.id, id));
  return present({ ...row!.c, authorName: row!.authorName, avatarBlobId: row!.avatarBlobId }, showHidden);
}

export interface NewComment {
  folioId?: string | undefined;
  commentSectionId?: string | undefined;
  authorId: string;
  body: string;
  inReplyToId?: string | undefined;
}

const limitWrites = (db: Executor, config: Config, user: AuthUser) =>
  enforceRateLimit(db, [`comment:${user.userId}`], config.COMMENT_RATE_LIMIT, config.COMMENT_RATE_LIMIT_WINDOW_SECONDS);

export async function createComment(db: Db, config: Config, user: AuthUser, input: NewComment): Promise<CommentView> {
  if (input.authorId !== user.userId) throw forbidden(COMMENT_TEXTS.createForOther);
  const body = cleanBody(input.body);
  const replyTo = input.inReplyToId ? await findComment(db, input.inReplyToId) : null;
  const sectionFolioId = input.commentSectionId ? await folioOfSection(db, input.commentSectionId) : null;
  const folioId = replyTo?.folioId ?? (input.commentSectionId ? sectionFolioId : input.folioId);
  if (!folioId) throw badRequest('Name the folio (folioId) or its comment section (commentSectionId)');
  const folio = await readableFolio(db, user, folioId);
  if (replyTo && input.folioId && input.folioId !== replyTo.folioId) throw badRequest(COMMENT_TEXTS.replyElsewhere);
  if (replyTo && input.commentSectionId && sectionFolioId !== replyTo.folioId) throw badRequest(COMMENT_TEXTS.replyElsewhere);
  if (!replyTo && input.commentSectionId && input.folioId && sectionFolioId !== input.folioId) throw badRequest(COMMENT_TEXTS.sectionElsewhere);
  if (replyTo && replyTo.status !== 'published') throw notFound(COMMENT_TEXTS.notFound);
  const access = { ...folioAccessOf(folio), hasCommentSection: commentsOpen(folio) };
  if (!can(user, { kind: 'comment.create', folio: access, authorId: input.authorId })) throw forbidden(COMMENT_TEXTS.closed);
  await limitWrites(db, config, user);
  const id = await db.transaction(async (tx) => {
    const sectionId = await sectionOf(tx, folio.id);
    const [row] = await tx
      .insert(comments)
      .values({ sectionId, folioId: folio.id, authorId: user.userId, body, parentId: replyTo ? (replyTo.parentId ?? replyTo.id) : null, inReplyToId: replyTo?.id ?? null })
      .returning();
    const excerpt = body.slice(0, 140);
    // The folio's owner hears of every comment and reply on it; the author of the comment answered, of the reply.
    const told: Array<{ userId: string; kind: 'comment' | 'reply' }> = [{ userId: folio.authorId, kind: replyTo ? 'reply' : 'comment' }];
    if (replyTo?.authorId && replyTo.authorId !== folio.authorId) told.push({ userId: replyTo.authorId, kind: 'reply' });
    await notify(
      tx,
      told.map((t) => ({ ...t, actorId: user.userId, itemType: 'folio' as const, itemId: folio.id, data: { name: folio.name, excerpt, commentId: row!.id } })),
    );
    const [author] = await tx.select({ displayName: users.displayName }).from(users).where(eq(users.id, user.userId));
    await emitWebhookEvent(
      tx,
      commentEvent(folio, { id: row!.id, parentId: row!.parentId, text: body, author: { id: user.userId, displayName: author?.displayName ?? '' }, createdAt: row!.createdAt.toISOString() }),
    );
    return row!.id;
  });
  return one(db, id, false);
}

const accessOfComment = async (db: Executor, row: CommentRow): Promise<CommentAccess> => {
  const [f] = await db.execute<{ author_id: string }>(sql`select author_id from folios where id = ${row.folioId}`).then((r) => r.rows);
  return { authorId: row.authorId, folioAuthorId: f!.author_id };
};

/** The author changes the text (marked edited), or the folio's owner hides or shows it (`status`). */
export async function updateComment(
  db: Executor,
  config: Config,
  user: AuthUser,
  id: string,
  input: { authorId?: string | undefined; body?: string | undefined; status?: 'published' | 'hidden' | undefined },
): Promise<CommentView> {
  const row = await findComment(db, id);
  if (row.status === 'deleted') throw notFound(COMMENT_TEXTS.notFound);
  const access = await accessOfComment(db, row);
  await readableFolio(db, user, row.folioId);
  if (input.body === undefined && input.status === undefined) throw badRequest('Send a new body (with your authorId) or a status');
  // Every change is checked before anything is written: an edit is saved whole or not at all.
  if (input.body !== undefined && (input.authorId === undefined || !can(user, { kind: 'comment.update', comment: access, authorId: input.authorId }))) throw forbidden(COMMENT_TEXTS.updateForOther);
  if (input.status !== undefined && !can(user, { kind: 'comment.moderate', comment: access })) throw forbidden(COMMENT_TEXTS.notModerator);
  const body = input.body === undefined ? undefined : cleanBody(input.body);
  if (body !== undefined) await limitWrites(db, config, user);
  const now = new Date();
  const changes = {
    ...(body !== undefined && body !== row.body ? { body, editedAt: now } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  };
  if (Object.keys(changes).length > 0) await db.update(comments).set({ ...changes, changedAt: now }).where(eq(comments.id, row.id));
  return one(db, row.id, access.folioAuthorId === user.userId);
}

/** Its author or the folio's owner deletes a comment: the text goes, the row stays for the thread's replies. */
export async function deleteComment(db: Executor, user: AuthUser, id: string): Promise<void> {
  const row = await findComment(db, id);
  if (row.status === 'deleted') throw notFound(COMMENT_TEXTS.notFound);
  const access = await accessOfComment(db, row);
  await readableFolio(db, user, row.folioId);
  if (!can(user, { kind: 'comment.delete', comment: access })) throw forbidden('Only its author or the folio’s owner can delete this comment');
  await db.update(comments).set({ status: 'deleted', body: '', changedAt: new Date() }).where(eq(comments.id, row.id));
}

/** Anyone who may read the comment reports it once (a second report replaces the reason). */
export async function reportComment(db: Executor, user: AuthUser, id: string, reason: string): Promise<{ reports: number }> {
  const row = await findComment(db, id);
  if (row.status !== 'published') throw notFound(COMMENT_TEXTS.notFound);
  await readableFolio(db, user, row.folioId);
  const text = reason.trim().slice(0, COMMENT_LIMITS.reportReasonMax);
  await db
    .insert(commentReports)
    .values({ commentId: row.id, reporterId: user.userId, reason: text })
    .onConflictDoUpdate({ target: [commentReports.commentId, commentReports.reporterId], set: { reason: text } });
  const [n] = await db.select({ n: count() }).from(commentReports).where(eq(commentReports.commentId, row.id));
  return { reports: n?.n ?? 0 };
}

/** The reports on a folio's comments, for its owner (most reported first). */
export async function reportedComments(db: Executor, user: AuthUser, folioId: string) {
  const folio = readable(user, await loadFolio(db, user, folioId));
  if (folio.authorId !== user.userId) throw forbidden(COMMENT_TEXTS.notModerator);
  const rows = await db
    .select({ commentId: commentReports.commentId, n: count() })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(and(eq(comments.folioId, folio.id), inArray(comments.status, ['published', 'hidden'])))
    .groupBy(commentReports.commentId)
    .orderBy(desc(count()));
  return rows.map((r) => ({ commentId: r.commentId, reports: r.n }));
}
