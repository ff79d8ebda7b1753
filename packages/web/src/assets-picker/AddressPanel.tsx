/**
 * A file by its address, where the field allows one. An address of one of the user's own files, in whatever form it
 * was copied (full, a thumbnail, a signed link), is stored as that file and names its asset.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { listAssets } from '../api/assets.ts';
import { errorMessage } from '../api/client.ts';
import { addressChoice, browserOrigins, type AssetChoice } from './choice.ts';

export function AddressPanel({ initial, onChoose }: { initial: string; onChoose: (choice: AssetChoice) => void }) {
  const { t } = useTranslation('assets');
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = addressChoice(text, browserOrigins());
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    if (!result.blobId) {
      onChoose(result.choice);
      return;
    }
    setBusy(true);
    try {
      const own = await listAssets({ blob: [result.blobId], first: 1 });
      onChoose({ ...result.choice, assetId: own.items[0]?.id ?? null });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('picker.useAddress')}>
      <Stack gap="sm">
        <TextInput
          data-autofocus
          label={t('picker.address')}
          description={t('picker.addressHelp')}
          placeholder={t('picker.addressPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          autoComplete="off"
          spellCheck={false}
          data-testid="picker-address"
        />
        <Text size="xs" c="dimmed">
          {t('picker.addressNote')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-testid="picker-address-use">
            {t('picker.useThisAddress')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
