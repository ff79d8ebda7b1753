/**
 * Plain resources: the text resource (rich text, edited here in the panel with Tiptap), the embed (spec §3 Text
 * embed: name, link, size, autoplay) and the asset (a file chosen with the asset picker, or an address, and a name).
 */
import { Skeleton, Stack } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { AssetResourceNode, EmbedResourceNode, TextResourceNode } from '@folio/model';
import { AssetField } from '../../assets-picker/AssetField.tsx';
import { AltFields } from '../a11y/AltFields.tsx';
import { useFieldProblem } from '../layout/fieldProblem.ts';

// Tiptap and its extensions come in their own chunk, the first time a text's settings open (not with the editor).
const RichTextEditor = lazy(() => import('../richtext/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })));
import { SelectField, SwitchField, TextField } from './fields.tsx';

export function TextResourceFields({ node, onPatch }: { node: TextResourceNode; onPatch: (patch: { html: string }) => void }) {
  const problem = useFieldProblem(`nodes.${node.id}.html`);
  return (
    <Stack gap="xs" data-testid="panel-text-resource">
      <Suspense fallback={<Skeleton height={160} data-testid="richtext-loading" />}>
        <RichTextEditor value={node.html} onChange={(html) => onPatch({ html })} label="Text content" error={problem} />
      </Suspense>
    </Stack>
  );
}

const EMBED_SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'full', label: 'Full width' },
];

export function EmbedFields({ node, onPatch }: { node: EmbedResourceNode; onPatch: (patch: Partial<Omit<EmbedResourceNode, 'id' | 'kind'>>) => void }) {
  return (
    <Stack gap="xs" data-testid="panel-embed">
      <TextField label="Name" value={node.name} onChange={(name) => onPatch({ name })} testId="panel-embed-name" />
      <TextField label="Link" placeholder="https://www.youtube.com/watch?v=…" value={node.link} onChange={(link) => onPatch({ link })} testId="panel-embed-link" />
      <SelectField
        label="Size"
        data={EMBED_SIZES.some((s) => s.value === node.size) ? EMBED_SIZES : [...EMBED_SIZES, { value: node.size, label: node.size }]}
        value={node.size}
        onChange={(size) => onPatch({ size })}
        testId="panel-embed-size"
      />
      <SwitchField label="Autoplay" value={node.autoplay} onChange={(autoplay) => onPatch({ autoplay })} testId="panel-embed-autoplay" />
    </Stack>
  );
}

export function AssetFields({ node, onPatch }: { node: AssetResourceNode; onPatch: (patch: Partial<Omit<AssetResourceNode, 'id' | 'kind'>>) => void }) {
  return (
    <Stack gap="xs" data-testid="panel-asset">
      <AssetField
        label="File"
        value={{ assetId: node.assetId, url: node.url }}
        onChange={(choice, asset) =>
          onPatch(choice ? { assetId: choice.assetId, url: choice.url, name: node.name || asset?.title || '' } : { assetId: null, url: '' })
        }
        kind={null}
        allowAddress
        pickerTitle="Choose a file"
        testId="panel-asset-file"
      />
      <TextField label="Name" description="The link text of files that are not shown in the page" value={node.name} onChange={(name) => onPatch({ name })} testId="panel-asset-name" />
      <AltFields value={{ alt: node.alt, decorative: node.decorative }} onChange={onPatch} testId="panel-asset" />
    </Stack>
  );
}
