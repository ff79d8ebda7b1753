/**
 * The side edit panel's content for one selected node: every setting of its kind, each change sent as one store
 * action (`update` with the changed top-level fields; interactions via insertNew / delete). A block shows its
 * resource's settings, its design and its interactions; a selected resource shows the same, so the author
 * need not climb to the block.
 */
import { Accordion, Group, Stack, Text, Title } from '@mantine/core';
import {
  WIDGET_ELEMENT_TYPE,
  findParent,
  isInputWidgetKind,
  isWidgetKind,
  randomId,
  templateSupportError,
  widgetNameTaken,
  type FolioDocument,
  type FolioNode,
  type LogicGroup,
  type NodeKind,
  type NodePatch,
  type ParentRef,
  type WidgetNode,
} from '@folio/model';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { translate } from '../../i18n/i18n.ts';
import { elementTypeName } from '../layout/nodeLabel.ts';
import { refusalText } from '../store/refusalText.ts';
import type { EditorAction } from '../store/types.ts';
import { DesignFields, type AnyDesign } from './DesignFields.tsx';
import { FeedbackFields } from './FeedbackFields.tsx';
import { InteractionsSection, interactionLabel } from './InteractionFields.tsx';
import { AssetFields, EmbedFields, TextResourceFields } from './ResourceFields.tsx';
import { ShowIfSection } from './logic/ShowIfSection.tsx';
import { StepFields } from './logic/StepFields.tsx';
import {
  AccordionWidgetFields,
  ButtonFields,
  DateTimeFields,
  GalleryFields,
  LogoFields,
  MenuFields,
  MultipleChoiceFields,
  NumericWidgetFields,
  SearchFields,
  TextWidgetFields,
  UploadFields,
  VisualizationFields,
  WidgetCommonFields,
} from './WidgetFields.tsx';
import { SwitchField, TextField } from './fields.tsx';

export interface NodePanelProps {
  doc: FolioDocument;
  nodeId: string;
  onAction: (action: EditorAction) => void;
  /** the folio is a template: unsupported interactions are refused with the spec's toast */
  templateMode?: boolean;
  /** shows a toast (template refusals) */
  notify?: (message: string) => void;
  readOnly?: boolean;
  newId?: () => string;
}

/** The panel's `update` action for a node: the changed top-level fields, nothing else. */
export function updateAction<K extends NodeKind>(node: { id: string; kind: K }, patch: NodePatch<K>): EditorAction {
  return { type: 'update', nodeId: node.id, kind: node.kind, patch: patch as NodePatch<NodeKind> };
}

/** The panel's name of a kind: widgets by their element type, interactions by their own name, the rest by their kind. */
export function kindLabel(kind: NodeKind): string {
  if (isWidgetKind(kind)) return elementTypeName(WIDGET_ELEMENT_TYPE[kind]);
  if (kind.endsWith('-interaction')) return interactionLabel(kind as Parameters<typeof interactionLabel>[0]);
  return translate(`editorPanel:panel.kinds.${kind}`, { defaultValue: kind.charAt(0).toUpperCase() + kind.slice(1) });
}

/** Whether `ref` still says where `id` sits in `doc`. */
function stillHolds(doc: FolioDocument, ref: ParentRef, id: string): boolean {
  if (ref.slot === 'pages') return doc.root.pages.includes(id);
  const parent = doc.nodes[ref.parentId];
  if (!parent) return false;
  if (ref.slot === 'resource') return 'resource' in parent && parent.resource === id;
  if (ref.slot === 'children') return 'children' in parent && parent.children.includes(id);
  return 'interactions' in parent && parent.interactions.includes(id);
}

let lastParent: { id: string; ref: ParentRef } | null = null;

/** findParent, remembered for the selected node: typing in its fields re-renders the panel on every keystroke. */
function parentOf(doc: FolioDocument, id: string): ParentRef | null {
  if (lastParent?.id === id && stillHolds(doc, lastParent.ref, id)) return lastParent.ref;
  const ref = findParent(doc, id);
  lastParent = ref ? { id, ref } : null;
  return ref;
}

export function NodePanel({ doc, nodeId, onAction, templateMode = false, notify, readOnly = false, newId = randomId }: NodePanelProps) {
  const { t } = useTranslation('editorPanel');
  const node = doc.nodes[nodeId];
  if (!node) return null;
  const parentRef = parentOf(doc, nodeId);
  const parent = parentRef && parentRef.parentId !== 'folio' ? doc.nodes[parentRef.parentId] : undefined;
  // A resource is edited together with its block; a block together with its resource.
  const block = node.kind === 'block' ? node : parent?.kind === 'block' && parentRef?.slot === 'resource' ? parent : undefined;
  const resource = block?.resource !== undefined ? doc.nodes[block.resource] : node.kind !== 'block' && parentRef?.slot === 'resource' ? node : undefined;
  // An interaction selected on its own: edit it with its host's interaction list.
  const host = parentRef?.slot === 'interactions' ? parent : node.kind === 'tile' ? node : block;

  const sections: { key: string; title: string; body: ReactNode }[] = [];
  if (resource) sections.push({ key: 'resource', title: kindLabel(resource.kind), body: <ResourceSection doc={doc} node={resource} onAction={onAction} newId={newId} /> });
  // Form logic (issue 31): an input widget's rule (selected itself or through its block), else the block's, else the tile's.
  const ruled = resource && isInputWidgetKind(resource.kind) ? resource : (block ?? (node.kind === 'tile' ? node : undefined));
  if (ruled) {
    const target: FolioNode & { showIf?: LogicGroup } = ruled;
    sections.push({
      key: 'logic',
      title: t('panel.showIf'),
      body: (
        <ShowIfSection
          doc={doc}
          nodeId={target.id}
          value={target.showIf}
          onChange={(showIf) => onAction({ type: 'update', nodeId: target.id, kind: target.kind, patch: { showIf } as NodePatch<NodeKind> })}
        />
      ),
    });
  }
  if (node.kind === 'tile') {
    sections.push({
      key: 'step',
      title: t('panel.step'),
      body: <StepFields doc={doc} tileId={node.id} value={node.step} onChange={(step) => onAction({ type: 'update', nodeId: node.id, kind: 'tile', patch: { step } })} />,
    });
  }
  if (node.kind === 'page') {
    sections.push({
      key: 'page',
      title: t('panel.page'),
      body: (
        <>
          <TextField label={t('panel.pageName')} value={node.name} onChange={(name) => onAction({ type: 'renamePage', pageId: node.id, name })} testId="panel-page-name" />
          <SwitchField
            label={t('panel.noindex')}
            value={node.noindex === true}
            onChange={(noindex) => onAction({ type: 'update', nodeId: node.id, kind: 'page', patch: { noindex } })}
            testId="panel-page-noindex"
          />
        </>
      ),
    });
  }
  const designNode = block ?? (node.kind === 'page' || node.kind === 'tile' || node.kind === 'layout' || node.kind === 'column' ? node : host?.kind === 'tile' ? host : undefined);
  if (designNode && 'design' in designNode) {
    sections.push({
      key: 'design',
      title: t('panel.design', { kind: kindLabel(designNode.kind) }),
      body: (
        <DesignFields
          kind={designNode.kind}
          value={designNode.design}
          onChange={(design: AnyDesign) => onAction({ type: 'update', nodeId: designNode.id, kind: designNode.kind, patch: { design } as NodePatch<NodeKind> })}
        />
      ),
    });
  }
  if (host && (host.kind === 'block' || host.kind === 'tile')) {
    sections.push({
      key: 'interactions',
      title: t('panel.interactions'),
      body: (
        <InteractionsSection
          doc={doc}
          interactionIds={host.interactions}
          openId={parentRef?.slot === 'interactions' ? node.id : undefined}
          onAdd={(kind) => {
            const refusal = templateMode ? templateSupportError(kind) : null;
            if (refusal) notify?.(refusalText(refusal));
            else onAction({ type: 'insertNew', kind, target: { parentId: host.id } });
          }}
          onRemove={(id) => onAction({ type: 'delete', nodeId: id })}
          onChange={(interaction, settings) => onAction({ type: 'update', nodeId: interaction.id, kind: interaction.kind, patch: { settings } as NodePatch<NodeKind> })}
        />
      ),
    });
  }

  return (
    <Stack gap="sm" data-testid="panel" data-node-kind={node.kind} aria-label={t('panel.label')}>
      <Group justify="space-between">
        <Title order={4} data-testid="panel-title">
          {kindLabel(node.kind)}
        </Title>
      </Group>
      {readOnly && (
        <Text size="xs" c="dimmed">
          {t('panel.readOnly')}
        </Text>
      )}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Accordion multiple defaultValue={sections.map((s) => s.key)} variant="contained" key={nodeId}>
          {sections.map((s) => (
            <Accordion.Item key={s.key} value={s.key} data-testid={`panel-section-${s.key}`}>
              <Accordion.Control>{s.title}</Accordion.Control>
              <Accordion.Panel>{s.body}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </fieldset>
    </Stack>
  );
}

function ResourceSection({ doc, node, onAction, newId }: { doc: FolioDocument; node: FolioNode; onAction: (a: EditorAction) => void; newId: () => string }) {
  switch (node.kind) {
    case 'text-resource':
      return <TextResourceFields node={node} onPatch={(patch) => onAction(updateAction(node, patch))} />;
    case 'embed-resource':
      return <EmbedFields node={node} onPatch={(patch) => onAction(updateAction(node, patch))} />;
    case 'asset-resource':
      return <AssetFields node={node} onPatch={(patch) => onAction(updateAction(node, patch))} />;
    default:
      if (isWidgetKind(node.kind)) return <WidgetSection doc={doc} node={node as WidgetNode} onAction={onAction} newId={newId} />;
      return null;
  }
}

function WidgetSection({ doc, node, onAction, newId }: { doc: FolioDocument; node: WidgetNode; onAction: (a: EditorAction) => void; newId: () => string }) {
  const { t } = useTranslation('editorPanel');
  const common = (
    <WidgetCommonFields
      node={node}
      nameTaken={widgetNameTaken(doc.nodes, node.id, node.name)}
      onPatch={(patch) => onAction(updateAction(node, patch as NodePatch<typeof node.kind>))}
    />
  );
  const meta = (() => {
    switch (node.kind) {
      case 'text-widget':
        return <TextWidgetFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'numeric-widget':
        return <NumericWidgetFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'multiple-choice-widget':
        return <MultipleChoiceFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'accordion-widget':
        return <AccordionWidgetFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'date-widget':
      case 'time-widget':
        return <DateTimeFields kind={node.kind} meta={node.meta} onChange={(meta) => onAction({ type: 'update', nodeId: node.id, kind: node.kind, patch: { meta } })} />;
      case 'upload-widget':
        return <UploadFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'gallery-widget':
        return <GalleryFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'menu-widget':
        return <MenuFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'logo-widget':
        return <LogoFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'search-widget':
        return <SearchFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'visualization-widget':
        return <VisualizationFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'button-widget':
        return <ButtonFields node={node} doc={doc} newId={newId} onPatch={(p) => onAction(updateAction(node, p))} />;
      case 'hyperlink-widget':
        return null;
    }
  })();
  const feedback =
    node.kind === 'text-widget' || node.kind === 'numeric-widget' || node.kind === 'multiple-choice-widget' ? (
      <>
        <Text size="xs" fw={700} mt="xs">
          {t('panel.answerChecking')}
        </Text>
        <FeedbackFields
          value={node.feedback}
          onChange={(feedback) => onAction({ type: 'update', nodeId: node.id, kind: node.kind, patch: { feedback } as NodePatch<NodeKind> })}
          answer={
            node.kind === 'text-widget'
              ? { kind: 'text' }
              : node.kind === 'numeric-widget'
                ? { kind: 'numeric' }
                : { kind: 'choice', options: node.meta.options, multiple: node.meta.acceptMultiple }
          }
        />
      </>
    ) : null;
  return (
    <Stack gap="xs">
      {common}
      {meta}
      {feedback}
    </Stack>
  );
}
