import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef, Ref } from 'react';
import { translate } from '../i18n/i18n.ts';

interface BellButtonProps extends Omit<ComponentPropsWithRef<'div'>, 'onClick' | 'onFocus' | 'onPointerEnter'> {
  unread: number;
  /** The button's name: "Notifications", with the unread count when there is one. */
  label: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  /** A native tooltip, for the stand-in drawn before the bell's own (Mantine) tooltip has loaded. */
  title?: string;
}

/**
 * The bell's button with its unread count. Drawn by the header as a stand-in until the user reaches for it, and by
 * NotificationBell inside its tooltip and popover (which pass their ref and handlers to the outer element).
 */
export function BellButton({ unread, label, buttonRef, onClick, onFocus, onPointerEnter, title, ...outer }: BellButtonProps) {
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={4} data-testid="bell-count" {...outer}>
      <ActionIcon
        ref={buttonRef}
        variant="subtle"
        size="lg"
        aria-label={label}
        title={title}
        onClick={onClick}
        onFocus={onFocus}
        onPointerEnter={onPointerEnter}
        data-testid="bell"
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}

export const bellLabel = (unread: number) => (unread ? translate('layout:bell.unread', { count: unread }) : translate('layout:bell.label'));
