/** Writing a comment or a reply: plain text, Ctrl+Enter sends, the length shown as it nears the limit. */
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useCreateComment, type Comment } from '../../api/comments.ts';

const MAX = 5000;

export function CommentBox({ folioId, selfId, replyTo, onDone }: { folioId: string; selfId: string; replyTo?: Comment; onDone?: () => void }) {
  const { t } = useTranslation('comments');
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
        placeholder={replyTo ? (replyTo.author ? t('box.replyTo', { name: replyTo.author.displayName }) : t('box.replyToComment')) : t('box.write')}
        aria-label={replyTo ? t('box.yourReply') : t('box.yourComment')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
        }}
        data-testid={replyTo ? 'reply-text' : 'comment-text'}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {text.length > MAX - 500 ? t('box.left', { count: MAX - text.length }) : t('box.shortcut')}
        </Text>
        <Button size="xs" onClick={send} disabled={!text.trim()} loading={create.isPending} data-testid={replyTo ? 'reply-send' : 'comment-send'}>
          {replyTo ? t('box.reply') : t('box.send')}
        </Button>
      </Group>
    </Stack>
  );
}
