/**
 * The bell: unread count on the button, the newest notifications in a popover (a comment or reply on your folio,
 * a new follower, something shared with you, an invitation to receive a folio's submissions with Accept / Decline);
 * opening it marks them read. Its code (Mantine's popover and tooltip) loads when the user first reaches for the
 * header's stand-in (BellButton), which then swaps in this bell, opened.
 */
import { Anchor, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useMarkRead, useNotifications } from '../api/people.ts';
import { formatDate } from '../i18n/format.ts';
import { BellButton, bellLabel } from './BellButton.tsx';
import { describeNotification } from './notificationText.ts';
import { ReceiverInvitationItem } from './ReceiverInvitationItem.tsx';

export function NotificationBell({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const { t } = useTranslation('layout');
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
      <Popover.Dropdown p={0} aria-label={t('bell.label')} data-testid="bell-list">
        <ScrollArea.Autosize mah={400}>
          {list.data?.items.length ? (
            <Stack gap={0}>
              {list.data.items.map((n) => {
                if (n.kind === 'receiver') return <ReceiverInvitationItem key={n.id} n={n} onOpen={() => setOpen(false)} />;
                const { text, to } = describeNotification(n);
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
              {list.isPending ? t('bell.loading') : t('bell.empty')}
            </Text>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
