/**
 * Anonymous links: make one (shown once, to copy, until it is revoked), see how often each was opened (the dialog
 * keeps the counts fresh, api/shares.ts), revoke after saying what that does.
 */
import { ActionIcon, Button, CopyButton, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { SHARE_DELETE_FAILED, formatDate } from '@folio/model';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useCreateShare, useRevokeShare, type Share, type ShareItemType } from '../../api/shares.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { ConfirmDelete } from '../ConfirmDelete.tsx';

const EXPIRY = [
  { value: '0', label: 'Never expires' },
  { value: '1', label: 'Expires in 1 day' },
  { value: '7', label: 'Expires in 7 days' },
  { value: '30', label: 'Expires in 30 days' },
];

export function ShareLink({ itemType, itemId, links, isPublished }: { itemType: ShareItemType; itemId: string; links: Share[]; isPublished: boolean }) {
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
        Anyone with the link can view {itemType === 'folio' ? 'the published folio' : 'the library'}, without an account. It is not listed by search engines.
        {itemType === 'folio' && !isPublished && ' Publish the folio first so the link shows it.'}
      </Text>
      <Group gap="sm" align="flex-end">
        <Select label="Link" data={EXPIRY} value={days} onChange={(v) => setDays(v ?? '0')} allowDeselect={false} w={200} data-testid="share-link-expiry" />
        <Button variant="light" onClick={makeLink} loading={create.isPending} data-testid="share-link-create">
          Create link
        </Button>
      </Group>
      {shown && (
        <Stack gap={4}>
          <TextInput readOnly value={shown} label="Copy it now: for your safety it is shown only once" data-testid="share-link-url" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={shown}>
            {({ copied, copy }) => (
              <Button size="xs" variant="subtle" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy} w="fit-content" data-testid="share-link-copy">
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      )}
      {links.map((l) => (
        <Group key={l.id} justify="space-between" wrap="nowrap" data-testid="share-link-row">
          <Text size="sm">
            Link made {formatDate(l.createdAt)} · opened {l.viewCount === 1 ? 'once' : `${l.viewCount} times`}
            {l.expiresAt ? ` · expires ${formatDate(l.expiresAt)}` : ''}
          </Text>
          {l.canRevoke ? (
            <Tooltip label="Revoke this link">
              <ActionIcon variant="subtle" color="red" aria-label="Revoke this link" onClick={() => setRevoking(l)} data-testid="share-link-revoke">
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ))}
      <ConfirmDelete
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this link?"
        message="Anyone who opens it from now on, including people you already sent it to, gets “not found”. You can make a new link at any time."
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        testId="share-link-revoke"
      />
    </Stack>
  );
}
