/**
 * /people/:id — someone's profile in the app: who they are, follower counts, follow or unfollow, their public
 * folios. The public profile on the sites origin links here with ?follow=1 (its Follow button): the follow is
 * made once the visitor is signed in, and the page says so.
 */
import { Alert, Anchor, Avatar, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useFollow, useProfileLink, usePublicProfile, useSocialInfo, useUserPosts } from '../../api/people.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';

export function PersonPage() {
  const { t } = useTranslation('people');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const profile = usePublicProfile(id);
  const social = useSocialInfo(id);
  const posts = useUserPosts(id);
  const link = useProfileLink(id);
  const follow = useFollow(id);
  const self = session?.currentUserId === id;
  const asked = useRef(false);
  usePageTitle(profile.data?.displayName ?? t('person.title'));

  // Arriving from the public profile's Follow button: follow once (a second visit changes nothing).
  useEffect(() => {
    if (params.get('follow') !== '1' || asked.current || self || !social.data || !profile.data) return;
    asked.current = true;
    const next = new URLSearchParams(params);
    next.delete('follow');
    setParams(next, { replace: true });
    if (social.data.isFollowing) return;
    follow.mutate(true, {
      onSuccess: () => notifications.show({ color: 'green', message: t('person.followed', { name: profile.data.displayName }), 'data-testid': 'followed-toast' }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  }, [params, setParams, self, social.data, profile.data, follow, t]);

  const toggle = () =>
    follow.mutate(!social.data?.isFollowing, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ErrorAlert of={profile} testId="person-error" />
      {profile.isPending ? (
        <Skeleton h={120} />
      ) : profile.data ? (
        <Stack gap="lg">
          <Group gap="lg" align="center" wrap="wrap">
            <Avatar src={profile.data.avatarUrl} alt="" size={96} radius={96} name={profile.data.displayName} color="initials" />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Title order={1} size="h2" data-testid="person-name">
                {profile.data.displayName}
              </Title>
              {profile.data.businessName && <Text c="dimmed">{profile.data.businessName}</Text>}
              <Group gap="md">
                <Text size="sm" data-testid="person-followers">
                  {social.data ? t('person.followers', { count: social.data.followers }) : '…'}
                </Text>
                <Text size="sm">{social.data ? t('person.following', { count: social.data.following }) : ''}</Text>
              </Group>
            </Stack>
            {!self && (
              <Button
                onClick={toggle}
                loading={follow.isPending || social.isPending}
                variant={social.data?.isFollowing ? 'default' : 'filled'}
                leftSection={social.data?.isFollowing ? <IconUserCheck size={16} /> : <IconUserPlus size={16} />}
                data-testid="person-follow"
                aria-pressed={social.data?.isFollowing ?? false}
              >
                {social.data?.isFollowing ? t('person.unfollowButton') : t('person.followButton')}
              </Button>
            )}
          </Group>
          {profile.data.profileSummary && <Text style={{ whiteSpace: 'pre-line' }}>{profile.data.profileSummary}</Text>}
          {link.data && (
            <Anchor href={link.data.url} target="_blank" rel="noopener" size="sm" data-testid="person-public-link">
              <Group gap={4} component="span">
                {t('person.publicPage')} <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
          {self && <Alert color="gray">{t('person.self')}</Alert>}
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('person.posts')}>
            <Title order={2} size="h4" mb="sm">
              {t('person.posts')}
            </Title>
            <ErrorAlert of={posts} testId="person-posts-error" />
            {posts.isPending ? (
              <Skeleton h={44} />
            ) : posts.data?.items.length ? (
              <Stack gap="xs">
                {posts.data.items.map((p) => (
                  <Group key={p.id} justify="space-between" wrap="nowrap" data-testid="person-post">
                    <Anchor href={p.url} target="_blank" rel="noopener" fw={600} truncate>
                      {p.name || t('person.untitled')}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatDate(p.publishedAt)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed" size="sm">
                {t('person.noPosts')}
              </Text>
            )}
          </Paper>
        </Stack>
      ) : null}
    </Container>
  );
}
