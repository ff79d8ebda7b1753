/** The dashboard's feed: new public folios, the people the user follows first. */
import { Anchor, Avatar, Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useFeed, type Post } from '../../api/people.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';

const PAGE = 5;

function PostRow({ post }: { post: Post }) {
  const { t } = useTranslation('home');
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py="xs" data-testid="feed-post" data-folio-id={post.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Avatar src={post.author.avatarUrl} alt="" radius="xl" size="md" name={post.author.displayName} color="initials" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor href={post.url} target="_blank" rel="noopener" fw={600} truncate dir="auto" data-testid="feed-open">
          {post.name || t('untitled')}
        </Anchor>
        {post.summary && (
          <Text size="sm" lineClamp={2} dir="auto">
            {post.summary}
          </Text>
        )}
        <Group gap={6}>
          {/* At least 24 px high: a target of its own, not a link inside a sentence (WCAG 2.5.8). */}
          <Anchor component={Link} to={`/people/${encodeURIComponent(post.author.id)}`} size="xs" mih={24} display="inline-flex" style={{ alignItems: 'center' }} data-testid="feed-author">
            {post.author.displayName}
          </Anchor>
          <Text size="xs" c="dimmed">
            · {formatDate(post.publishedAt)} · {t('feed.comments', { count: post.commentCount })}
          </Text>
          {post.fromFollowed && (
            <Badge size="xs" variant="light" color="violet">
              {t('feed.following')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

export function Feed() {
  const { t } = useTranslation('home');
  const [first, setFirst] = useState(PAGE);
  const feed = useFeed(first);
  const items = feed.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-feed" component="section" aria-label={t('feed.label')}>
      <Title order={2} size="h4" mb="sm">
        {t('feed.title')}
      </Title>
      <ErrorAlert of={feed} testId="feed-error" />
      {feed.isPending ? (
        <Skeleton h={56} />
      ) : items.length === 0 && !feed.isError ? (
        <EmptyState size="sm" icon={<IconNews size={24} />} title={t('feed.emptyTitle')} description={t('feed.emptyDescription')} />
      ) : (
        <Stack gap={0}>
          {items.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
          {(feed.data?.total ?? 0) > items.length && (
            <Button variant="subtle" mt="xs" onClick={() => setFirst((n) => n + PAGE)} loading={feed.isFetching}>
              {t('showMore')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
