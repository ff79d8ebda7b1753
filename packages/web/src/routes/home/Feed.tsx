/** The dashboard's feed: new public folios, the people the user follows first. */
import { Anchor, Avatar, Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { formatDate } from '@folio/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFeed, type Post } from '../../api/people.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

const PAGE = 5;

function PostRow({ post }: { post: Post }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py="xs" data-testid="feed-post" data-folio-id={post.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Avatar src={post.author.avatarUrl} alt="" radius="xl" size="md" name={post.author.displayName} color="initials" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor href={post.url} target="_blank" rel="noopener" fw={600} truncate data-testid="feed-open">
          {post.name || 'Untitled'}
        </Anchor>
        {post.summary && (
          <Text size="sm" lineClamp={2}>
            {post.summary}
          </Text>
        )}
        <Group gap={6}>
          {/* At least 24 px high: a target of its own, not a link inside a sentence (WCAG 2.5.8). */}
          <Anchor component={Link} to={`/people/${encodeURIComponent(post.author.id)}`} size="xs" mih={24} display="inline-flex" style={{ alignItems: 'center' }} data-testid="feed-author">
            {post.author.displayName}
          </Anchor>
          <Text size="xs" c="dimmed">
            · {formatDate(post.publishedAt)} · {post.commentCount === 1 ? '1 comment' : `${post.commentCount} comments`}
          </Text>
          {post.fromFollowed && (
            <Badge size="xs" variant="light" color="violet">
              Following
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

export function Feed() {
  const [first, setFirst] = useState(PAGE);
  const feed = useFeed(first);
  const items = feed.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-feed" component="section" aria-label="New from people you follow">
      <Title order={2} size="h4" mb="sm">
        New folios
      </Title>
      <ErrorAlert of={feed} testId="feed-error" />
      {feed.isPending ? (
        <Skeleton h={56} />
      ) : items.length === 0 && !feed.isError ? (
        <EmptyState size="sm" icon={<IconNews size={24} />} title="Nothing published yet" description="Public folios appear here as they are published; those of people you follow come first." />
      ) : (
        <Stack gap={0}>
          {items.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
          {(feed.data?.total ?? 0) > items.length && (
            <Button variant="subtle" mt="xs" onClick={() => setFirst((n) => n + PAGE)} loading={feed.isFetching}>
              Show more
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
