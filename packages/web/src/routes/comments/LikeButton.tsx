/** Like a folio (or a comment): a toggle with its count; one like per person. */
import { Button, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useReactions, useToggleLike } from '../../api/people.ts';
import { formatNumber } from '../../i18n/format.ts';

export function LikeButton({ targetType, targetId }: { targetType: 'folio' | 'comment'; targetId: string }) {
  const { t } = useTranslation('comments');
  const reactions = useReactions(targetType, targetId);
  const toggle = useToggleLike(targetType, targetId);
  const liked = reactions.data?.mine.includes('like') ?? false;
  const count = reactions.data?.counts.like ?? 0;
  return (
    <Button
      size="xs"
      variant={liked ? 'light' : 'default'}
      color="pink"
      leftSection={liked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
      aria-pressed={liked}
      loading={toggle.isPending}
      disabled={reactions.isPending || reactions.isError}
      onClick={() => toggle.mutate(!liked, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) })}
      data-testid={`${targetType}-like`}
    >
      {/* The name is what the button shows and then what it does (WCAG 2.5.3: the visible count starts the name). */}
      {formatNumber(count)}
      <VisuallyHidden>{liked ? t('like.unlike', { count }) : t('like.like', { count })}</VisuallyHidden>
    </Button>
  );
}
