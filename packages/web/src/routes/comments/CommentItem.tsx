/**
 * One comment with its actions (reply, edit, delete after asking, hide or show, report) and, for a top comment, its
 * replies. The actions keep their places when a comment is hidden or shown, so the pointer stays on the same button.
 */
import { Anchor, Avatar, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useDeleteComment, useEditComment, useModerateComment, useReplies, useReportComment, type Comment } from '../../api/comments.ts';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { formatDate } from '../../i18n/format.ts';
import { CommentBox } from './CommentBox.tsx';

const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });

/** Hide and Show take the same room, so Delete stays where it was. */
const MODERATE_WIDTH = 52;

export interface CommentContext {
  folioId: string;
  selfId: string;
  canModerate: boolean;
  isOpen: boolean;
}

export function CommentItem({ comment, ctx }: { comment: Comment; ctx: CommentContext }) {
  const { t } = useTranslation('comments');
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(comment.replyCount > 0 && comment.replyCount <= 3);
  const [draft, setDraft] = useState(comment.body);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const edit = useEditComment(ctx.folioId, ctx.selfId);
  const remove = useDeleteComment(ctx.folioId);
  const moderate = useModerateComment(ctx.folioId);
  const report = useReportComment();
  const replies = useReplies(ctx.folioId, comment.id, showReplies && comment.parentId === null);
  const mine = comment.author?.id === ctx.selfId;
  const gone = comment.status === 'deleted' || (comment.status === 'hidden' && !ctx.canModerate);

  // Each comment's buttons say whose comment they act on: a list of "Delete" buttons alike tells a screen reader nothing.
  const about = { name: comment.author?.displayName ?? t('someoneLower'), excerpt: excerpt(comment.body) };
  return (
    <Stack gap={4} py="xs" data-testid="comment" data-comment-id={comment.id} data-status={comment.status} style={{ borderTop: comment.parentId ? undefined : '1px solid var(--mantine-color-default-border)' }}>
      {gone ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('removed')}
        </Text>
      ) : (
        <>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={comment.author?.avatarUrl} alt="" size="sm" radius="xl" name={comment.author?.displayName} color="initials" />
            {comment.author ? (
              <Anchor component={Link} to={`/people/${encodeURIComponent(comment.author.id)}`} size="sm" fw={600}>
                {comment.author.displayName}
              </Anchor>
            ) : (
              <Text size="sm">{t('someone')}</Text>
            )}
            <Text size="xs" c="dimmed">
              {formatDate(comment.createdAt)}
              {comment.isEdited ? t('edited') : ''}
            </Text>
            {comment.status === 'hidden' && (
              <Badge size="xs" color="gray" data-testid="comment-hidden-badge">
                {t('hiddenBadge')}
              </Badge>
            )}
          </Group>
          {editing ? (
            <Stack gap={4}>
              <Textarea autosize minRows={2} maxLength={5000} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} aria-label={t('editLabel')} data-testid="comment-edit-text" />
              <Group gap="xs">
                <Button size="xs" loading={edit.isPending} onClick={() => edit.mutate({ id: comment.id, body: draft }, { onSuccess: () => setEditing(false), onError: fail })} data-testid="comment-edit-save">
                  {t('common:actions.save')}
                </Button>
                <Button size="xs" variant="default" onClick={() => { setDraft(comment.body); setEditing(false); }}>
                  {t('common:actions.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="comment-body">
              {comment.body}
            </Text>
          )}
          <Group gap={4}>
            {ctx.isOpen && comment.status === 'published' ? (
              <Button size="compact-xs" variant="subtle" onClick={() => setReplying((v) => !v)} aria-label={t('about.reply', about)} data-testid="comment-reply">
                {t('reply')}
              </Button>
            ) : ctx.isOpen && ctx.canModerate ? (
              // A hidden comment takes no replies; its place is kept so the buttons after it do not move.
              <Button size="compact-xs" variant="subtle" aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }}>
                {t('reply')}
              </Button>
            ) : null}
            {mine && !editing && (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} aria-label={t('about.edit', about)} data-testid="comment-edit">
                {t('edit')}
              </Button>
            )}
            {ctx.canModerate && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                w={MODERATE_WIDTH}
                loading={moderate.isPending}
                onClick={() => moderate.mutate({ id: comment.id, status: comment.status === 'hidden' ? 'published' : 'hidden' }, { onError: fail })}
                aria-label={comment.status === 'hidden' ? t('about.show', about) : t('about.hide', about)}
                data-testid="comment-hide"
              >
                {comment.status === 'hidden' ? t('show') : t('hide')}
              </Button>
            )}
            {(mine || ctx.canModerate) && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirmDelete(true)} aria-label={t('about.delete', about)} data-testid="comment-delete">
                {t('delete')}
              </Button>
            )}
            {!mine && !ctx.canModerate && comment.status === 'published' && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                loading={report.isPending}
                onClick={() => report.mutate({ id: comment.id, reason: '' }, { onSuccess: () => notifications.show({ message: t('reported') }), onError: fail })}
                aria-label={t('about.report', about)}
                data-testid="comment-report"
              >
                {t('report')}
              </Button>
            )}
          </Group>
        </>
      )}
      <ConfirmDelete
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('deleteTitle')}
        message={mine ? t('deleteMine') : comment.author ? t('deleteOther', { name: comment.author.displayName }) : t('deleteSomeone')}
        confirmLabel={t('deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirmDelete(false), onError: fail })}
        testId="comment-delete"
      />
      {replying && (
        <CommentBox folioId={ctx.folioId} selfId={ctx.selfId} replyTo={comment} onDone={() => { setReplying(false); setShowReplies(true); }} />
      )}
      {comment.parentId === null && comment.replyCount > 0 && !showReplies && (
        <Button size="compact-xs" variant="subtle" w="fit-content" onClick={() => setShowReplies(true)} data-testid="comment-show-replies">
          {t('showReplies', { count: comment.replyCount })}
        </Button>
      )}
      {showReplies && replies.data && replies.data.items.length > 0 && (
        <Stack gap={0} ps="xl" data-testid="comment-replies">
          {replies.data.items.map((r) => (
            <CommentItem key={r.id} comment={r} ctx={ctx} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The start of a comment, to tell its buttons from the next comment's. */
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}
