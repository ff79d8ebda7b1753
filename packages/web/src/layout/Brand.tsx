import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { BRAND } from '../lib/title.ts';

export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" variant="filled" aria-hidden>
        <IconBook2 size={18} />
      </ThemeIcon>
      <Text fw={800} size="lg" style={{ letterSpacing: '-0.02em' }}>
        {BRAND}
      </Text>
    </Group>
  );
}
