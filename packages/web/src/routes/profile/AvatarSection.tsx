import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@folio/model';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../api/client.ts';
import { useUpdateProfile, userKeys } from '../../api/users.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { UploadList } from '../../uploads/UploadList.tsx';
import { useUploader } from '../../uploads/useAssetUploader.ts';
import { avatarFileRefusal } from './avatar.ts';

/** The hidden file input, labelled for assistive tech and reachable by tests (a typed value: JSX alone allows data-*). */
const inputProps = (label: string): ComponentPropsWithoutRef<'input'> & { 'data-testid': string } => ({ 'data-testid': 'avatar-input', 'aria-label': label });

/** PATCH /api/usersR1/{id} {avatarBlobId}: the stored upload becomes the avatar (no asset is made of it). */
const setAvatar = (userId: string, blobId: string) =>
  call<OwnProfile>(`/api/usersR1/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { avatarBlobId: blobId } });

/**
 * The avatar: the current picture, "Upload a new picture" (the asset upload pipeline — upload token, tus with
 * progress — whose save step sets `avatarBlobId` instead of creating an asset) and "Remove".
 */
export function AvatarSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const remove = useUpdateProfile();
  const { uploader, items, busy } = useUploader<OwnProfile>({
    save: ({ uuid }) => setAvatar(profile.id, uuid),
    onSaved: (saved) => {
      client.setQueryData(userKeys.me(saved.id), saved);
      notifications.show({ color: 'teal', message: t('avatar.saved'), 'data-testid': 'avatar-saved-toast' });
    },
    restrictions: { maxNumberOfFiles: 1 },
  });

  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = avatarFileRefusal(file.name, file.type);
    if (refusal) {
      notifications.show({ color: 'red', message: refusal, 'data-testid': 'avatar-refused-toast' });
      return;
    }
    uploader.clearFinished();
    uploader.addFiles([file]);
  };

  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap">
        <Avatar
          src={profile.avatarUrl}
          name={profile.displayName}
          color="violet"
          size={96}
          radius={96}
          alt={profile.avatarUrl ? t('avatar.alt') : undefined}
          data-testid="profile-avatar"
          data-avatar-url={profile.avatarUrl ?? ''}
        />
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif,image/webp,image/avif" disabled={busy} inputProps={inputProps(t('avatar.input'))}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} />} loading={busy} data-testid="avatar-upload">
                  {t('avatar.upload')}
                </Button>
              )}
            </FileButton>
            {profile.avatarUrl && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                disabled={busy}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { id: profile.id, patch: { avatarBlobId: null } },
                    { onSuccess: () => notifications.show({ message: t('avatar.removed'), 'data-testid': 'avatar-removed-toast' }) },
                  )
                }
                data-testid="avatar-remove"
              >
                {t('avatar.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('avatar.note')}
          </Text>
        </Stack>
      </Group>
      <ErrorAlert of={remove} testId="avatar-remove-error" />
      <UploadList items={items} uploader={uploader} />
    </Stack>
  );
}
