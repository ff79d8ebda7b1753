import { LicenseOptionsEditor } from '../../components/selling/LicenseOptionsEditor.tsx';
import { FEATURES } from '../../lib/features.ts';
import { Alert, Anchor, Button, Drawer, Group, Loader, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconExternalLink, IconTrash, IconX } from '@tabler/icons-react';
import { downloadUrl } from '@folio/model';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAssetUrlAvailable, useDeleteAsset, useUpdateAsset, type Asset } from '../../api/assets.ts';
import { errorMessage } from '../../api/client.ts';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { formatBytes, formatDate, formatNumber } from '../../i18n/format.ts';
import { ShareButton } from '../../components/share/ShareButton.tsx';
import { AssetPreview, kindLabel, kindOf } from './AssetCard.tsx';
import { assetFormValues as valuesOf, assetPatch, parseTags, type AssetFormValues as Values } from './query.ts';

function UrlStatus({ url, asset }: { url: string; asset: Asset }) {
  const { t } = useTranslation('assets');
  const [debounced] = useDebouncedValue(url.trim(), 400);
  const own = asset.url ?? '';
  const check = useAssetUrlAvailable(debounced, asset.id, debounced !== '' && debounced !== own);
  if (url.trim() === '' || url.trim() === own) return null;
  if (url.trim() !== debounced || check.isFetching) {
    return (
      <Group gap={4} data-testid="asset-url-checking">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('drawer.checking')}
        </Text>
      </Group>
    );
  }
  if (check.isError) return <Text size="xs" c="red">{errorMessage(check.error)}</Text>;
  return check.data ? (
    <Group gap={4} data-testid="asset-url-available">
      <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
      <Text size="xs" c="teal.8">
        {t('drawer.available')}
      </Text>
    </Group>
  ) : (
    <Group gap={4} data-testid="asset-url-taken">
      <IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />
      <Text size="xs" c="red.7">
        {t('drawer.notAvailable')}
      </Text>
    </Group>
  );
}

function Facts({ asset }: { asset: Asset }) {
  const { t } = useTranslation('assets');
  const meta = asset.data?.meta;
  const kind = kindLabel(kindOf(asset));
  const rows: [string, string][] = [
    [t('facts.type'), meta ? t('facts.typeValue', { kind, mime: `${meta.mime.type}/${meta.mime.subtype}` }) : kind],
    [t('facts.size'), formatBytes(meta?.size ?? 0)],
  ];
  if (meta?.width && meta.height) rows.push([t('facts.dimensions'), t('facts.dimensionsValue', { width: formatNumber(meta.width, { useGrouping: false }), height: formatNumber(meta.height, { useGrouping: false }) })]);
  rows.push([t('facts.uploaded'), formatDate(asset.createdAt)], [t('facts.updated'), formatDate(asset.updatedAt)]);
  if (!asset.isOwned) rows.push([t('facts.by'), asset.authorName]);
  return (
    <Stack gap={2} data-testid="asset-facts">
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function EditForm({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const update = useUpdateAsset();
  const remove = useDeleteAsset();
  const [values, setValues] = useState<Values>(() => valuesOf(asset));
  const [confirming, setConfirming] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const patch = assetPatch(asset, values);
  const dirty = Object.keys(patch).length > 0;
  const titleError = values.title.trim() === '' ? t('drawer.titleMissing') : values.title.length > 200 ? t('drawer.titleTooLong', { max: '200' }) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!dirty || titleError) return;
    update.mutate(
      { id: asset.id, patch },
      { onSuccess: () => notifications.show({ color: 'green', message: t('drawer.saved') }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('drawer.title')} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={titleError} required data-testid="asset-edit-title" />
        <TagsInput
          label={t('drawer.tags')}
          description={t('drawer.tagsHelp')}
          value={values.tags}
          onChange={(tags) => set('tags', parseTags(tags))}
          splitChars={[',', ' ']}
          clearable
          data-testid="asset-edit-tags"
        />
        <Switch
          label={t('public')}
          description={t('drawer.publicHelp')}
          checked={values.isPublic}
          onChange={(e) => set('isPublic', e.currentTarget.checked)}
          data-testid="asset-edit-public"
        />
        <Stack gap={4}>
          <TextInput
            label={t('drawer.url')}
            description={t('drawer.urlHelp')}
            value={values.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="asset-edit-url"
          />
          <UrlStatus url={values.url} asset={asset} />
        </Stack>
        {update.isError && (
          <Alert color="red" data-testid="asset-save-error">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            {asset.isOwned && (
              <>
                <Button color="red" variant="subtle" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} data-testid="asset-delete">
                  {t('drawer.delete')}
                </Button>
                <ShareButton itemType="asset" itemId={asset.id} itemName={asset.title} testId="asset-share" />
              </>
            )}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => setValues(valuesOf(asset))} disabled={!dirty}>
              {t('drawer.reset')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty || titleError !== null} data-testid="asset-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('drawer.deleteTitle')}
        message={t('drawer.deleteMessage', { name: asset.title || t('untitled') })}
        confirmLabel={t('drawer.deleteConfirm')}
        pending={remove.isPending}
        testId="asset-delete"
        onConfirm={() =>
          remove.mutate(asset.id, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'green', message: t('drawer.deleted', { name: asset.title || t('untitled') }) });
              onClose();
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          })
        }
      />
    </form>
  );
}

/** The side panel for one asset: preview, facts, and (for the owner) title, tags, visibility, custom URL and delete. */
export function AssetDrawer({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={asset !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'md'}
      title={<Text fw={700}>{asset ? asset.title || t('untitled') : ''}</Text>}
      data-testid="asset-drawer"
    >
      {asset && (
        <Stack gap="md">
          <div style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <AssetPreview asset={asset} height={200} fit="contain" />
          </div>
          <Anchor href={asset.blobUrl || asset.data?.url} target="_blank" rel="noopener noreferrer" size="sm" data-testid="asset-open-file">
            <Group gap={4} component="span">
              {t('drawer.openFile')} <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          {asset.isPurchased && asset.blobUrl && (
            <Button component="a" href={downloadUrl(asset.blobUrl)} download leftSection={<IconDownload size={16} aria-hidden />} data-testid="asset-download">
              {t('drawer.download')}
            </Button>
          )}
          <Facts asset={asset} />
          {asset.isOwned ? (
            // Keyed by the server copy's version: a save (or a change elsewhere) starts the form from the new values.
            <>
              <EditForm key={`${asset.id}:${asset.updatedAt}`} asset={asset} onClose={onClose} />
              {FEATURES.marketplace && <LicenseOptionsEditor itemType="asset" itemId={asset.id} isPublic={asset.isPublic} />}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {asset.isPurchased ? t('drawer.licensed') : t('drawer.sharedWithYou')}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
