import { LicenseOptionsEditor } from '../../components/selling/LicenseOptionsEditor.tsx';
import { FEATURES } from '../../lib/features.ts';
import { Alert, Anchor, Button, Drawer, Group, Loader, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconExternalLink, IconTrash, IconX } from '@tabler/icons-react';
import { downloadUrl, formatBytes, formatDate } from '@folio/model';
import { useState, type FormEvent } from 'react';
import { useAssetUrlAvailable, useDeleteAsset, useUpdateAsset, type Asset } from '../../api/assets.ts';
import { errorMessage } from '../../api/client.ts';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { ShareButton } from '../../components/share/ShareButton.tsx';
import { AssetPreview, KIND_LABELS, kindOf } from './AssetCard.tsx';
import { assetFormValues as valuesOf, assetPatch, parseTags, type AssetFormValues as Values } from './query.ts';

function UrlStatus({ url, asset }: { url: string; asset: Asset }) {
  const [debounced] = useDebouncedValue(url.trim(), 400);
  const own = asset.url ?? '';
  const check = useAssetUrlAvailable(debounced, asset.id, debounced !== '' && debounced !== own);
  if (url.trim() === '' || url.trim() === own) return null;
  if (url.trim() !== debounced || check.isFetching) {
    return (
      <Group gap={4} data-testid="asset-url-checking">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          Checking…
        </Text>
      </Group>
    );
  }
  if (check.isError) return <Text size="xs" c="red">{errorMessage(check.error)}</Text>;
  return check.data ? (
    <Group gap={4} data-testid="asset-url-available">
      <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
      <Text size="xs" c="teal.8">
        Available
      </Text>
    </Group>
  ) : (
    <Group gap={4} data-testid="asset-url-taken">
      <IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />
      <Text size="xs" c="red.7">
        Not available: already used, or not a valid URL
      </Text>
    </Group>
  );
}

function Facts({ asset }: { asset: Asset }) {
  const meta = asset.data?.meta;
  const rows: [string, string][] = [
    ['Type', meta ? `${KIND_LABELS[kindOf(asset)]} (${meta.mime.type}/${meta.mime.subtype})` : KIND_LABELS[kindOf(asset)]],
    ['Size', formatBytes(meta?.size ?? 0)],
  ];
  if (meta?.width && meta.height) rows.push(['Dimensions', `${meta.width} × ${meta.height} px`]);
  rows.push(['Uploaded', formatDate(asset.createdAt)], ['Updated', formatDate(asset.updatedAt)]);
  if (!asset.isOwned) rows.push(['By', asset.authorName]);
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
  const update = useUpdateAsset();
  const remove = useDeleteAsset();
  const [values, setValues] = useState<Values>(() => valuesOf(asset));
  const [confirming, setConfirming] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const patch = assetPatch(asset, values);
  const dirty = Object.keys(patch).length > 0;
  const titleError = values.title.trim() === '' ? 'Enter a title' : values.title.length > 200 ? 'At most 200 characters' : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!dirty || titleError) return;
    update.mutate(
      { id: asset.id, patch },
      { onSuccess: () => notifications.show({ color: 'green', message: 'Asset saved' }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Title" value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={titleError} required data-testid="asset-edit-title" />
        <TagsInput
          label="Tags"
          description="Press Enter or comma after each tag"
          value={values.tags}
          onChange={(tags) => set('tags', parseTags(tags))}
          splitChars={[',', ' ']}
          clearable
          data-testid="asset-edit-tags"
        />
        <Switch
          label="Public"
          description="Public assets can be seen by anyone, also without an account."
          checked={values.isPublic}
          onChange={(e) => set('isPublic', e.currentTarget.checked)}
          data-testid="asset-edit-public"
        />
        <Stack gap={4}>
          <TextInput
            label="Custom URL"
            description="A short name for this asset's link; leave empty for none."
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
                  Delete
                </Button>
                <ShareButton itemType="asset" itemId={asset.id} itemName={asset.title} testId="asset-share" />
              </>
            )}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => setValues(valuesOf(asset))} disabled={!dirty}>
              Reset
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty || titleError !== null} data-testid="asset-save">
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this asset?"
        message={`“${asset.title || 'Untitled asset'}” will be deleted, and its file once nothing else uses it. Folios that show it will show nothing in its place.`}
        confirmLabel="Delete asset"
        pending={remove.isPending}
        testId="asset-delete"
        onConfirm={() =>
          remove.mutate(asset.id, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'green', message: `Deleted “${asset.title || 'Untitled asset'}”` });
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
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={asset !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'md'}
      title={<Text fw={700}>{asset ? asset.title || 'Untitled asset' : ''}</Text>}
      data-testid="asset-drawer"
    >
      {asset && (
        <Stack gap="md">
          <div style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <AssetPreview asset={asset} height={200} fit="contain" />
          </div>
          <Anchor href={asset.blobUrl || asset.data?.url} target="_blank" rel="noopener noreferrer" size="sm" data-testid="asset-open-file">
            <Group gap={4} component="span">
              Open the file <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          {asset.isPurchased && asset.blobUrl && (
            <Button component="a" href={downloadUrl(asset.blobUrl)} download leftSection={<IconDownload size={16} aria-hidden />} data-testid="asset-download">
              Download
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
              {asset.isPurchased ? 'You licensed this asset; only its author can change it.' : 'Shared with you; only its author can change it.'}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
