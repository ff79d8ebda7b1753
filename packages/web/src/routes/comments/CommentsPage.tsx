/**
 * /folios/:id/comments — a folio's comments in the app, where signed-in people write them (published pages link
 * here: app tokens never go to the sites origin). Its owner hides, shows and deletes any of them.
 */
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useParams } from 'react-router';
import { useComments, usePostInfo } from '../../api/comments.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { CommentBox } from './CommentBox.tsx';
import { CommentItem } from './CommentItem.tsx';
import { LikeButton } from './LikeButton.tsx';

const PAGE = 20;

export function CommentsPage() {
  const { t } = useTranslation('comments');
  const { id = '' } = useParams();
  const session = useSession();
  const [first, setFirst] = useState(PAGE);
  const post = usePostInfo(id);
  const comments = useComments(id, first);
  usePageTitle(post.data ? t('page.titleOf', { name: post.data.name }) : t('page.title'));
  const data = comments.data;
  const ctx = { folioId: id, selfId: session?.currentUserId ?? '', canModerate: data?.canModerate ?? false, isOpen: data?.isOpen ?? false };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="comments-heading">
            {post.data ? t('page.headingOf', { name: post.data.name }) : t('page.title')}
          </Title>
          {post.data && (
            <Group gap="md">
              <Text size="sm" c="dimmed">
                {t('page.by', { name: post.data.author.displayName })}
              </Text>
              <Anchor href={post.data.url} size="sm" target="_blank" rel="noopener" data-testid="comments-page-link">
                <Group gap={4} component="span">
                  {t('page.open')} <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
              <LikeButton targetType="folio" targetId={id} />
            </Group>
          )}
        </Stack>
        <ErrorAlert of={comments} testId="comments-error" />
        {comments.isPending ? (
          <Skeleton h={120} />
        ) : data ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              {data.isOpen ? (
                <CommentBox folioId={id} selfId={ctx.selfId} />
              ) : (
                <Alert color="gray" icon={<IconMessageCircle size={18} />} data-testid="comments-closed">
                  {data.canModerate ? t('page.closedOwner') : t('page.closed')}
                </Alert>
              )}
              {data.items.length === 0 ? (
                <Text c="dimmed" size="sm" data-testid="comments-empty">
                  {t('page.empty')}
                </Text>
              ) : (
                <Stack gap={0} data-testid="comment-list">
                  {data.items.map((c) => (
                    <CommentItem key={c.id} comment={c} ctx={ctx} />
                  ))}
                </Stack>
              )}
              {data.total > data.items.length && (
                <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={comments.isFetching}>
                  {t('page.more')}
                </Button>
              )}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
