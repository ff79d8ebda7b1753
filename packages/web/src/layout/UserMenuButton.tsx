import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useMe } from '../api/users.ts';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The header's account button: avatar and name. It opens the user menu (UserMenu.tsx). */
export function UserMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('layout');
  const me = useMe();
  const name = me.data?.displayName ?? t('account.fallbackName');
  return (
    <UnstyledButton data-testid="user-menu" aria-label={t('account.menuFor', { name })} aria-haspopup="menu" py={4} px={6} style={{ borderRadius: 8 }} {...props}>
      <Group gap={8} wrap="nowrap">
        {/* Decorative: the initials are drawn by CSS (appLayout.css), so they are neither in the button's name nor in
            the text WCAG 2.5.3 compares with it; the name says whose menu it is. */}
        <Avatar src={me.data?.avatarUrl ?? null} radius="xl" size={32} color="violet" alt="" aria-hidden>
          <span className="avatar-initials" data-initials={initials(name)} />
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
          {name}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
