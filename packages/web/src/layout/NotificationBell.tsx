/**
 * The bell: unread count on the button, the newest notifications in a popover (a comment or reply on your folio,
 * a new follower, something shared with you, an invitation to receive a folio's submissions with Accept / Decline);
 * opening it marks them read. Its code (Mantine's popover and tooltip) loads when the user first reaches for the
 * header's stand-in (BellButton), which then swaps in this bell, opened.
 */
import { Anchor, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate, refundNoticeText, saleNoticeText } from '@folio/model';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMarkRead, useNotifications, type NotificationItem } from '../api/people.ts';
import { BellButton, bellLabel } from './BellButton.tsx';
import { ReceiverInvitationItem } from './ReceiverInvitationItem.tsx';

function describe(n: NotificationItem): { text: string; to: string } {
  const who = n.actor?.displayName ?? 'Someone';
  const name = n.data.name ? `“${n.data.name}”` : 'your folio';
  switch (n.kind) {
    case 'follow':
      return { text: `${who} started following you`, to: `/people/${n.actor?.id ?? ''}` };
    case 'share': {
      const path = n.itemType === 'folio' ? `/folios/${n.itemId}/edit` : n.itemType === 'library' ? `/libraries/${n.itemId}` : '/assets?tab=shared';
      return { text: `${who} shared ${name} with you (${n.data.rights ?? 'can view it'})`, to: path };
    }
    case 'sale':
      return { text: saleNoticeText(who, n.data), to: '/sales' };
    case 'refund':
      return n.data.derived
        ? { text: `${name} was removed: it was made from a purchase that has been refunded, and its licence did not allow passing it on`, to: '/folios' }
        : { text: refundNoticeText(who, n.data), to: '/purchases' };
    case 'webhook':
      return { text: `Your webhook to ${n.data.url ?? 'an endpoint'} was turned off. ${n.data.reason ?? ''}`, to: '/profile#webhooks' };
    case 'reply':
      return { text: `${who} replied on ${name}: ${n.data.excerpt ?? ''}`, to: `/folios/${n.itemId}/comments` };
    default:
      return { text: `${who} commented on ${name}: ${n.data.excerpt ?? ''}`, to: `/folios/${n.itemId}/comments` };
  }
}

export function NotificationBell({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useNotifications(true);
  const read = useMarkRead();
  const unread = list.data?.unread ?? 0;
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) read.mutate(undefined);
  };
  const label = bellLabel(unread);
  // Swapped in for the clicked stand-in: focus the bell first, then open, so Escape gives focus back to it.
  const opened = useRef(false);
  useEffect(() => {
    if (!openAtOnce || opened.current) return;
    opened.current = true;
    button.current?.focus();
    toggle();
  });
  // trapFocus: focus moves into the list, so Escape closes it and returnFocus gives focus back to the bell.
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" width={340} shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        {/* The tooltip names the button; with the list open it would cover the list. */}
        <Tooltip label={label} disabled={open}>
          <BellButton unread={unread} label={label} buttonRef={button} onClick={toggle} />
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications" data-testid="bell-list">
        <ScrollArea.Autosize mah={400}>
          {list.data?.items.length ? (
            <Stack gap={0}>
              {list.data.items.map((n) => {
                if (n.kind === 'receiver') return <ReceiverInvitationItem key={n.id} n={n} onOpen={() => setOpen(false)} />;
                const { text, to } = describe(n);
                return (
                  <Anchor key={n.id} component={Link} to={to} onClick={() => setOpen(false)} c="inherit" underline="never" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: n.read ? undefined : 'var(--mantine-color-violet-light)' }} data-testid="bell-item">
                    <Text size="sm" lineClamp={3}>
                      {text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(n.createdAt)}
                    </Text>
                  </Anchor>
                );
              })}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" p="md">
              {list.isPending ? 'Loading…' : 'Nothing new. Comments on your folios, new followers, shares and invitations show up here.'}
            </Text>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
