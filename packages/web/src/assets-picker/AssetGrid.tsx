/**
 * The picker's grid of assets as a listbox: arrow keys, Home and End move the focus (one tab stop for the whole
 * grid), Space or a click selects, Enter or a double click chooses.
 */
import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Asset } from '../api/assets.ts';
import { kindLabel, kindOf } from '../routes/assets/AssetCard.tsx';
import { AssetThumb } from './AssetThumb.tsx';
import { gridMove } from './choice.ts';

/** How many tiles share the first row (the grid's column count at the current width). */
function columnsOf(grid: HTMLElement | null): number {
  const tiles = grid ? Array.from(grid.querySelectorAll<HTMLElement>('[role="option"]')) : [];
  const top = tiles[0]?.offsetTop;
  return Math.max(1, tiles.filter((tile) => tile.offsetTop === top).length);
}

export function AssetGrid({
  items,
  selectedId,
  onSelect,
  onChoose,
  label,
}: {
  items: Asset[];
  selectedId: string | null;
  onSelect: (asset: Asset) => void;
  onChoose: (asset: Asset) => void;
  label: string;
}) {
  const { t } = useTranslation('assets');
  const grid = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  const selectedIndex = items.findIndex((a) => a.id === selectedId);
  const tabStop = selectedIndex >= 0 ? selectedIndex : Math.min(focused, items.length - 1);

  const onKeyDown = (event: KeyboardEvent, index: number, asset: Asset) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onChoose(asset);
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      onSelect(asset);
      return;
    }
    // Right to left, the grid runs from the right: the arrows keep pointing where the focus goes.
    const rtl = document.documentElement.dir === 'rtl';
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    const next = gridMove(key, index, items.length, columnsOf(grid.current));
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    grid.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };

  return (
    <SimpleGrid ref={grid} cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" role="listbox" aria-label={label} data-testid="picker-grid">
      {items.map((asset, index) => {
        const title = asset.title || t('untitled');
        const selected = asset.id === selectedId;
        return (
          <UnstyledButton
            key={asset.id}
            role="option"
            aria-selected={selected}
            aria-label={t('picker.option', { title, kind: kindLabel(kindOf(asset), true) })}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocused(index)}
            onClick={() => onSelect(asset)}
            onDoubleClick={() => onChoose(asset)}
            onKeyDown={(e) => onKeyDown(e, index, asset)}
            data-testid="picker-asset"
            data-asset-id={asset.id}
            data-selected={selected || undefined}
            p={6}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: `2px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
              background: selected ? 'var(--mantine-primary-color-light)' : undefined,
              minWidth: 0,
            }}
          >
            <Stack gap={4}>
              <AssetThumb asset={asset} size="100%" />
              <Text size="xs" fw={selected ? 600 : 400} truncate data-testid="picker-asset-title">
                {title}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
