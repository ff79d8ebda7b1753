import { Stack, Text, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';

/** A heading with an optional dimmed line under it, as cards open. */
export function TitleBlock({ title, note, order, size, gap }: { title: ReactNode; note?: ReactNode; order: TitleOrder; size: TitleSize; gap: number }) {
  return (
    <Stack gap={gap}>
      <Title order={order} size={size}>
        {title}
      </Title>
      {note && (
        <Text c="dimmed" size="sm">
          {note}
        </Text>
      )}
    </Stack>
  );
}
