/** Writing a comment or a reply: plain text, Ctrl+Enter sends, the length shown as it nears the limit. */
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useCreateComment, type Comment } from '../../api/comments.ts';

const MAX = 5000;

export function CommentBox({ folioId, selfId, replyTo, onDone }: { folioId: string; selfId: string; replyTo?: Comment; onDone?: () => void }) {
  const [text, setText] = useState('');
  const create = useCreateComment(folioId, selfId);
  const send = () => {
    if (!text.trim()) return;
    create.mutate(
      { body: text, ...(replyTo ? { inReplyToId: replyTo.id } : {}) },
      {
        onSuccess: () => {
          setText('');
          onDone?.();
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  };
  return (
    <Stack gap={4}>
      <Textarea
        autosize
        minRows={replyTo ? 2 : 3}
        maxLength={MAX}
        placeholder={replyTo ? `Reply to ${replyTo.author?.displayName ?? 'this comment'}` : 'Write a comment'}
        aria-label={replyTo ? 'Your reply' : 'Your comment'}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
        }}
        data-testid={replyTo ? 'reply-text' : 'comment-text'}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {text.length > MAX - 500 ? `${MAX - text.length} characters left` : 'Ctrl+Enter sends'}
        </Text>
        <Button size="xs" onClick={send} disabled={!text.trim()} loading={create.isPending} data-testid={replyTo ? 'reply-send' : 'comment-send'}>
          {replyTo ? 'Reply' : 'Send'}
        </Button>
      </Group>
    </Stack>
  );
}
