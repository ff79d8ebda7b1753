/**
 * An ordered list editor (multiple-choice options, accordion panels, gallery items): each item has move up,
 * move down and remove buttons, and the list an add button. Items are edited by the caller's `renderItem`.
 */
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function ListEditor<T>(props: {
  items: readonly T[];
  onChange: (items: T[]) => void;
  create: () => T;
  renderItem: (item: T, update: (item: T) => void, index: number) => ReactNode;
  /** what the items are, for the list's words (editorPanel:list.<item>.…) */
  item: 'option' | 'panel' | 'image';
  testId: string;
  /** a stable key per item, so inputs keep focus while the list reorders */
  itemKey?: (item: T, index: number) => string;
}) {
  const { t } = useTranslation('editorPanel');
  const { items, onChange, testId, item: what } = props;
  return (
    <Stack gap="xs" data-testid={testId}>
      {items.length === 0 && (
        <Text size="xs" c="dimmed">
          {t(`list.${what}.empty`)}
        </Text>
      )}
      {items.map((item, i) => (
        <Paper key={props.itemKey ? props.itemKey(item, i) : i} withBorder p="xs" data-testid={`${testId}-item-${i}`}>
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text size="xs" fw={600}>
              {t(`list.${what}.title`, { number: i + 1 })}
            </Text>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                size={24}
                variant="subtle"
                aria-label={t(`list.${what}.moveUp`, { number: i + 1 })}
                disabled={i === 0}
                onClick={() => onChange(moveItem(items, i, i - 1))}
                data-testid={`${testId}-up-${i}`}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                size={24}
                variant="subtle"
                aria-label={t(`list.${what}.moveDown`, { number: i + 1 })}
                disabled={i === items.length - 1}
                onClick={() => onChange(moveItem(items, i, i + 1))}
                data-testid={`${testId}-down-${i}`}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
              <ActionIcon
                size={24}
                variant="subtle"
                color="red"
                aria-label={t(`list.${what}.remove`, { number: i + 1 })}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
                data-testid={`${testId}-remove-${i}`}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          </Group>
          {props.renderItem(item, (updated) => onChange(items.map((it, j) => (j === i ? updated : it))), i)}
        </Paper>
      ))}
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...items, props.create()])} data-testid={`${testId}-add`}>
        {t(`list.${what}.add`)}
      </Button>
    </Stack>
  );
}
