/**
 * The share dialog of a folio, an asset or a library: share with people or account groups at a level, with all
 * your followers, or through a link; see who has access and remove them. Loaded when first opened.
 */
import { ActionIcon, Alert, Divider, Group, Modal, Skeleton, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUsers } from '@tabler/icons-react';
import { SHARE_DELETE_FAILED } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useFollowersShare, useRevokeShare, useShareOverview, type Share, type ShareItemType } from '../../api/shares.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { useSession } from '../../session/store.ts';
import { rightsText } from './levels.ts';
import { ShareLink } from './ShareLink.tsx';
import { ShareWith } from './ShareWith.tsx';

export interface ShareDialogProps {
  itemType: ShareItemType;
  itemId: string;
  itemName: string;
  /** folios: whether a published snapshot exists (links show it) */
  isPublished?: boolean;
  onClose: () => void;
}

function AccessRow({ share, onRemove, busy }: { share: Share; onRemove: () => void; busy: boolean }) {
  const { t } = useTranslation('share');
  const who = share.permitteeType === 'group' ? t('access.group', { name: share.permitteeName ?? t('access.aGroup') }) : (share.permitteeName ?? t('access.someone'));
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="share-access-row" data-permittee={share.permitteeName ?? ''}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {who}
        </Text>
        <Text size="xs" c="dimmed">
          {rightsText(share)}
          {share.canPublish ? ` ${t('access.canPublish')}` : ''}
          {share.canShare ? ` ${t('access.canShare')}` : ''}
        </Text>
      </Stack>
      {share.canRevoke ? (
        <Tooltip label={t('access.remove', { who })}>
          <ActionIcon variant="subtle" color="red" aria-label={t('access.remove', { who })} onClick={onRemove} loading={busy} data-testid="share-access-remove">
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Text size="xs" c="dimmed" data-testid="share-access-given-by-other">
          {t('access.givenByOther')}
        </Text>
      )}
    </Group>
  );
}

export function ShareDialog({ itemType, itemId, itemName, isPublished = true, onClose }: ShareDialogProps) {
  const { t } = useTranslation('share');
  const session = useSession();
  const overview = useShareOverview(itemType, itemId);
  const revoke = useRevokeShare(itemType, itemId);
  const followers = useFollowersShare(itemType, itemId);
  const o = overview.data;
  const people = [...(o?.users ?? []), ...(o?.groups ?? [])];
  const remove = (share: Share) =>
    revoke.mutate(share.id, {
      onSuccess: () => notifications.show({ message: share.permitteeName ? t('access.removedNamed', { name: share.permitteeName }) : t('access.removed') }),
      onError: (error) => notifyFailed(SHARE_DELETE_FAILED, error),
    });

  return (
    <Modal opened onClose={onClose} title={<Title order={2} size="h4">{t('title', { name: itemName || t('common:untitled') })}</Title>} size="lg" data-testid="share-dialog">
      {overview.isPending ? (
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : overview.isError || !o ? (
        <Alert color="red" data-testid="share-error">
          {errorMessage(overview.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <ShareWith itemType={itemType} itemId={itemId} overview={o} selfId={session?.currentUserId ?? ''} />
          <Divider />
          <Switch
            label={t('followers.label')}
            description={t('followers.description')}
            checked={o.followers !== null}
            onChange={(e) => followers.mutate(e.currentTarget.checked, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) })}
            disabled={followers.isPending || (o.owner?.id !== session?.currentUserId && o.followers === null)}
            data-testid="share-followers"
          />
          <Divider />
          <ShareLink itemType={itemType} itemId={itemId} links={o.links} isPublished={isPublished} />
          <Divider />
          <Stack gap="xs" data-testid="share-access-list">
            <Group gap={6}>
              <IconUsers size={16} />
              <Text size="sm" fw={600}>
                {t('access.title')}
              </Text>
            </Group>
            {o.owner && (
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {o.owner.id === session?.currentUserId ? t('access.you', { name: o.owner.displayName }) : o.owner.displayName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('access.owner')}
                </Text>
              </Group>
            )}
            {o.isPublic && (
              <Text size="xs" c="dimmed">
                {itemType === 'folio' ? t('access.publicFolio') : t('access.public')}
              </Text>
            )}
            {people.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="share-access-empty">
                {t('access.empty')}
              </Text>
            ) : (
              people.map((s) => <AccessRow key={s.id} share={s} onRemove={() => remove(s)} busy={revoke.isPending && revoke.variables === s.id} />)
            )}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
