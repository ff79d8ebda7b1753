/**
 * Plain resources: the text resource (rich text, edited here in the panel with Tiptap), the embed (spec §3 Text
 * embed: name, link, size, autoplay) and the asset (a file chosen with the asset picker, or an address, and a name).
 */
import { Skeleton, Stack } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AssetResourceNode, EmbedResourceNode, TextResourceNode } from '@folio/model';
import { AssetField } from '../../assets-picker/AssetField.tsx';
import { AltFields } from '../a11y/AltFields.tsx';
import { useFieldProblem } from '../layout/fieldProblem.ts';

// Tiptap and its extensions come in their own chunk, the first time a text's settings open (not with the editor).
const RichTextEditor = lazy(() => import('../richtext/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })));
import { SelectField, SwitchField, TextField } from './fields.tsx';

export function TextResourceFields({ node, onPatch }: { node: TextResourceNode; onPatch: (patch: { html: string }) => void }) {
  const { t } = useTranslation('editorPanel');
  const problem = useFieldProblem(`nodes.${node.id}.html`);
  return (
    <Stack gap="xs" data-testid="panel-text-resource">
      <Suspense fallback={<Skeleton height={160} data-testid="richtext-loading" />}>
        <RichTextEditor value={node.html} onChange={(html) => onPatch({ html })} label={t('resource.textContent')} error={problem} />
      </Suspense>
    </Stack>
  );
}

const EMBED_SIZES = ['small', 'medium', 'large', 'full'] as const;

export function EmbedFields({ node, onPatch }: { node: EmbedResourceNode; onPatch: (patch: Partial<Omit<EmbedResourceNode, 'id' | 'kind'>>) => void }) {
  const { t } = useTranslation('editorPanel');
  const sizes: { value: string; label: string }[] = EMBED_SIZES.map((value) => ({ value, label: t(`resource.sizes.${value}`) }));
  return (
    <Stack gap="xs" data-testid="panel-embed">
      <TextField label={t('resource.name')} value={node.name} onChange={(name) => onPatch({ name })} testId="panel-embed-name" />
      <TextField label={t('resource.link')} placeholder={t('resource.linkPlaceholder')} value={node.link} onChange={(link) => onPatch({ link })} testId="panel-embed-link" />
      <SelectField
        label={t('resource.size')}
        data={sizes.some((s) => s.value === node.size) ? sizes : [...sizes, { value: node.size, label: node.size }]}
        value={node.size}
        onChange={(size) => onPatch({ size })}
        testId="panel-embed-size"
      />
      <SwitchField label={t('resource.autoplay')} value={node.autoplay} onChange={(autoplay) => onPatch({ autoplay })} testId="panel-embed-autoplay" />
    </Stack>
  );
}

export function AssetFields({ node, onPatch }: { node: AssetResourceNode; onPatch: (patch: Partial<Omit<AssetResourceNode, 'id' | 'kind'>>) => void }) {
  const { t } = useTranslation('editorPanel');
  return (
    <Stack gap="xs" data-testid="panel-asset">
      <AssetField
        label={t('resource.file')}
        value={{ assetId: node.assetId, url: node.url }}
        onChange={(choice, asset) =>
          onPatch(choice ? { assetId: choice.assetId, url: choice.url, name: node.name || asset?.title || '' } : { assetId: null, url: '' })
        }
        kind={null}
        allowAddress
        pickerTitle={t('resource.chooseFile')}
        testId="panel-asset-file"
      />
      <TextField label={t('resource.name')} description={t('resource.nameHint')} value={node.name} onChange={(name) => onPatch({ name })} testId="panel-asset-name" />
      <AltFields value={{ alt: node.alt, decorative: node.decorative }} onChange={onPatch} testId="panel-asset" />
    </Stack>
  );
}
