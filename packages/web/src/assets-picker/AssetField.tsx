/**
 * A field holding one file: its preview and name, a button that opens the asset picker, and Remove. Used by every
 * file field of folios and websites (asset resources, gallery images, logos, favicons).
 */
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Asset, AssetKind } from '../api/assets.ts';
import { AssetThumb } from './AssetThumb.tsx';
import type { AssetChoice } from './choice.ts';
import { useChosenAsset } from './useChosenAsset.ts';

// The picker brings the uploader (Uppy); it loads when a picker is first opened.
const AssetPicker = lazy(() => import('./AssetPicker.tsx').then((m) => ({ default: m.AssetPicker })));

export interface AssetFieldProps {
  label: string;
  description?: string;
  value: AssetChoice | null;
  onChange: (choice: AssetChoice | null, asset: Asset | null) => void;
  kind: AssetKind | null;
  allowAddress: boolean;
  /** the dialog's title, e.g. "Choose an image" */
  pickerTitle: string;
  error?: string | undefined;
  testId: string;
}

export function AssetField({ label, description, value, onChange, kind, allowAddress, pickerTitle, error, testId }: AssetFieldProps) {
  const { t } = useTranslation('assets');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's transition and returns the focus.
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The dialog mounts already open the first time, so it cannot know where the focus was: give it back here.
  const close = () => {
    setOpen(false);
    setTimeout(() => button.current?.focus(), 0);
  };
  const nameId = useId();
  const chosen = useChosenAsset(value);
  const asset = chosen.data ?? null;
  const empty = value === null || (value.url === '' && value.assetId === null);
  const external = !empty && !asset && !chosen.isLoading && value.url !== '';
  const name = empty
    ? kind === 'image'
      ? t('field.noImage')
      : t('field.noFile')
    : asset
      ? asset.title || t('untitled')
      : chosen.isLoading
        ? t('loading')
        : value.url || t('field.unavailable');

  return (
    <Input.Wrapper label={label} description={description} error={error} data-testid={testId}>
      <Group gap="sm" wrap="nowrap" mt={4} align="center">
        {external ? (
          <Stack w={48} h={48} bg="gray.1" align="center" justify="center" style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}>
            <IconLink size={20} color="var(--mantine-color-gray-6)" aria-hidden />
          </Stack>
        ) : (
          <AssetThumb asset={empty ? null : asset} size={48} fit="contain" />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" truncate id={nameId} c={empty ? 'dimmed' : undefined} data-testid={`${testId}-name`}>
            {name}
          </Text>
          <Group gap={6}>
            <Button
              ref={button}
              size="compact-xs"
              variant="light"
              onClick={() => {
                setLoaded(true);
                setOpen(true);
              }}
              aria-describedby={nameId}
              data-testid={`${testId}-choose`}
            >
              {empty ? t('field.choose') : t('field.change')}
            </Button>
            {!empty && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onChange(null, null)} aria-describedby={nameId} data-testid={`${testId}-remove`}>
                {t('field.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      {loaded && (
        <Suspense fallback={null}>
          <AssetPicker
            opened={open}
            onClose={close}
            onChoose={(choice, picked) => {
              close();
              onChange(choice, picked);
            }}
            title={pickerTitle}
            kind={kind}
            allowAddress={allowAddress}
            currentAddress={value?.url ?? ''}
          />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
