/**
 * The one asset picker: a dialog listing the user's assets (narrowed to a kind where the field needs one) with
 * search, upload and, where the field allows it, an address tab. Escape or Cancel closes it and focus returns to
 * the button that opened it.
 */
import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Asset, AssetKind } from '../api/assets.ts';
import { AddressPanel } from './AddressPanel.tsx';
import { choiceOf, type AssetChoice } from './choice.ts';
import { LibraryPanel } from './LibraryPanel.tsx';

export interface AssetPickerProps {
  opened: boolean;
  onClose: () => void;
  /** the chosen file, and the asset when it was chosen from the library */
  onChoose: (choice: AssetChoice, asset: Asset | null) => void;
  title: string;
  /** list only this kind (e.g. images for a gallery); null lists every asset */
  kind: AssetKind | null;
  /** offer the address tab (fields whose model keeps an address) */
  allowAddress: boolean;
  /** the field's current address, shown in the address tab */
  currentAddress?: string;
}

function PickerBody({ onClose, onChoose, kind, allowAddress, currentAddress = '' }: Omit<AssetPickerProps, 'opened' | 'title'>) {
  const { t } = useTranslation('assets');
  const [tab, setTab] = useState<string | null>(currentAddress && !currentAddress.startsWith('/blob/') ? 'address' : 'library');
  const [selected, setSelected] = useState<Asset | null>(null);
  const choose = (asset: Asset) => onChoose(choiceOf(asset), asset);

  const library = <LibraryPanel kind={kind} selected={selected} onSelect={setSelected} onChoose={choose} />;
  const footer = (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      mt="md"
      py="sm"
      // Choose stays in reach below a long list.
      style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
    >
      <Text size="sm" c="dimmed" truncate aria-live="polite" data-testid="picker-selection">
        {selected ? t('picker.selected', { name: selected.title || t('untitled') }) : ''}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" onClick={onClose} data-testid="picker-cancel">
          {t('common:actions.cancel')}
        </Button>
        <Button disabled={!selected} onClick={() => selected && choose(selected)} data-testid="picker-choose">
          {t('picker.choose')}
        </Button>
      </Group>
    </Group>
  );

  if (!allowAddress) {
    return (
      <Stack gap={0}>
        {library}
        {footer}
      </Stack>
    );
  }
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="library" data-testid="picker-tab-library">
          {t('picker.yourAssets')}
        </Tabs.Tab>
        <Tabs.Tab value="address" data-testid="picker-tab-address">
          {t('picker.address')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="library">
        {library}
        {footer}
      </Tabs.Panel>
      <Tabs.Panel value="address">
        <AddressPanel initial={currentAddress} onChoose={(choice) => onChoose(choice, null)} />
      </Tabs.Panel>
    </Tabs>
  );
}

export function AssetPicker({ opened, title, ...body }: AssetPickerProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={body.onClose} title={title} size="xl" fullScreen={narrow}>
      {opened && (
        <div data-testid="asset-picker">
          <PickerBody {...body} />
        </div>
      )}
    </Modal>
  );
}
