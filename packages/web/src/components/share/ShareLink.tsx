/**
 * Anonymous links: make one (shown once, to copy, until it is revoked), see how often each was opened (the dialog
 * keeps the counts fresh, api/shares.ts), revoke after saying what that does.
 */
import { ActionIcon, Button, CopyButton, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { SHARE_DELETE_FAILED } from '@folio/model';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useCreateShare, useRevokeShare, type Share, type ShareItemType } from '../../api/shares.ts';
import { formatDate } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { ConfirmDelete } from '../ConfirmDelete.tsx';

const expiryOptions = () => [
  { value: '0', label: translate('share:link.never') },
  ...[1, 7, 30].map((days) => ({ value: String(days), label: translate('share:link.expiresIn', { count: days }) })),
];

export function ShareLink({ itemType, itemId, links, isPublished }: { itemType: ShareItemType; itemId: string; links: Share[]; isPublished: boolean }) {
  const { t } = useTranslation('share');
  const create = useCreateShare(itemType, itemId);
  const revoke = useRevokeShare(itemType, itemId);
  const [days, setDays] = useState('0');
  const [made, setMade] = useState<{ url: string; id: string | undefined } | null>(null);
  const [revoking, setRevoking] = useState<Share | null>(null);
  if (itemType === 'asset') return null;
  // The new link stays to copy only while it works: gone once revoked, here or elsewhere.
  const shown = made && (made.id === undefined || links.some((l) => l.id === made.id)) ? made.url : null;

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        if (made && (made.id === undefined || made.id === revoking.id)) setMade(null);
        setRevoking(null);
      },
      onError: (error) => notifyFailed(SHARE_DELETE_FAILED, error),
    });
  };

  const makeLink = () =>
    create.mutate(
      { permitteeType: 'link', canEditContent: false, canEditSettings: false, canPublish: false, canShare: false, expiresAt: days === '0' ? null : new Date(Date.now() + Number(days) * 86_400_000).toISOString() },
      { onSuccess: (res) => setMade(res.link ? { url: res.link.url, id: res.shares[0]?.id } : null), onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
    );

  return (
    <Stack gap="xs" data-testid="share-link-section">
      <Text size="sm" c="dimmed">
        {itemType === 'folio' ? t('link.aboutFolio') : t('link.aboutLibrary')}
        {itemType === 'folio' && !isPublished && ` ${t('link.publishFirst')}`}
      </Text>
      <Group gap="sm" align="flex-end">
        <Select label={t('link.label')} data={expiryOptions()} value={days} onChange={(v) => setDays(v ?? '0')} allowDeselect={false} w={200} data-testid="share-link-expiry" />
        <Button variant="light" onClick={makeLink} loading={create.isPending} data-testid="share-link-create">
          {t('link.create')}
        </Button>
      </Group>
      {shown && (
        <Stack gap={4}>
          <TextInput readOnly value={shown} label={t('link.copyNow')} data-testid="share-link-url" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={shown}>
            {({ copied, copy }) => (
              <Button size="xs" variant="subtle" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy} w="fit-content" data-testid="share-link-copy">
                {copied ? t('link.copied') : t('link.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      )}
      {links.map((l) => (
        <Group key={l.id} justify="space-between" wrap="nowrap" data-testid="share-link-row">
          <Text size="sm">
            {t('link.made', { date: formatDate(l.createdAt), count: l.viewCount })}
            {l.expiresAt ? ` ${t('link.expires', { date: formatDate(l.expiresAt) })}` : ''}
          </Text>
          {l.canRevoke ? (
            <Tooltip label={t('link.revoke')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('link.revoke')} onClick={() => setRevoking(l)} data-testid="share-link-revoke">
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ))}
      <ConfirmDelete
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('link.revokeTitle')}
        message={t('link.revokeMessage')}
        confirmLabel={t('link.revokeConfirm')}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        testId="share-link-revoke"
      />
    </Stack>
  );
}
