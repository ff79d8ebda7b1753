/**
 * The palette: inserts every structural kind (tile, layout, column, block), every plain resource, every widget and
 * every interaction. Where the new node goes follows the selection and the insert-after flag (planInsert); in a
 * template, kinds templates do not support raise the spec's toasts.
 */
import { Button, SimpleGrid, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAppWindow,
  IconBox,
  IconClick,
  IconCalendar,
  IconChartBar,
  IconClock,
  IconColumns,
  IconFileText,
  IconForms,
  IconLayoutRows,
  IconLink,
  IconListCheck,
  IconListDetails,
  IconMenu2,
  IconMovie,
  IconNumber,
  IconPhoto,
  IconPhotoScan,
  IconSearch,
  IconSquare,
  IconStar,
  IconUpload,
  IconSparkles,
  IconTarget,
  IconRotate360,
  IconLayoutSidebarRight,
  IconLayoutNavbarCollapse,
} from '@tabler/icons-react';
import { INTERACTION_KINDS, WIDGET_KINDS, isWidgetKind, type NodeKind } from '@folio/model';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useEditorStore } from '../store/index.ts';
import { kindLabel } from '../panel/NodePanel.tsx';
import { planInsert } from './planInsert.ts';
import { usePaletteDrag } from './PaletteDrag.tsx';

type Icon = ComponentType<{ size?: number }>;

/** The palette's groups; each one's title is editor:palette.groups.<key>. */
export const PALETTE_GROUPS: { key: 'structure' | 'content' | 'widgets' | 'interactions'; kinds: readonly NodeKind[] }[] = [
  { key: 'structure', kinds: ['tile', 'layout', 'column', 'block'] },
  { key: 'content', kinds: ['text-resource', 'embed-resource', 'asset-resource'] },
  { key: 'widgets', kinds: WIDGET_KINDS },
  { key: 'interactions', kinds: INTERACTION_KINDS },
];

const ICONS: Partial<Record<NodeKind, Icon>> = {
  tile: IconLayoutRows,
  layout: IconAppWindow,
  column: IconColumns,
  block: IconSquare,
  'text-resource': IconFileText,
  'embed-resource': IconMovie,
  'asset-resource': IconPhoto,
  'text-widget': IconForms,
  'button-widget': IconClick,
  'accordion-widget': IconListDetails,
  'numeric-widget': IconNumber,
  'multiple-choice-widget': IconListCheck,
  'date-widget': IconCalendar,
  'time-widget': IconClock,
  'upload-widget': IconUpload,
  'hyperlink-widget': IconLink,
  'gallery-widget': IconPhotoScan,
  'visualization-widget': IconChartBar,
  'menu-widget': IconMenu2,
  'logo-widget': IconStar,
  'search-widget': IconSearch,
  'accordion-interaction': IconLayoutNavbarCollapse,
  'slider-interaction': IconLayoutSidebarRight,
  'swivel-interaction': IconRotate360,
  'link-interaction': IconLink,
  'target-interaction': IconTarget,
  'animation-effects-interaction': IconSparkles,
};

/** The accessible name of a palette button: widgets and interactions say so, as "Text" is both a content and a widget. */
export function paletteName(kind: NodeKind): string {
  if (kind.endsWith('-interaction')) return translate('editor:palette.interaction', { name: kindLabel(kind) });
  if (isWidgetKind(kind)) return translate('editor:palette.widget', { name: kindLabel(kind) });
  if (kind === 'text-resource') return translate('editor:palette.textContent');
  return kindLabel(kind);
}

export interface PaletteViewProps {
  /** `byKeyboard`: the button was pressed with Enter or Space (focus then moves to the new node) */
  onInsert: (kind: NodeKind, byKeyboard: boolean) => void;
  insertAfter: boolean;
  onInsertAfterChange: (value: boolean) => void;
  disabled?: boolean;
  /** the folio is a template (what may be dragged in follows the template rules) */
  templateMode?: boolean;
}

/** One kind: a click (or Enter) inserts it at the selection; a drag puts it where it is dropped on the canvas. */
function PaletteButton({ kind, onInsert, disabled, templateMode }: { kind: NodeKind; onInsert: PaletteViewProps['onInsert']; disabled: boolean; templateMode: boolean }) {
  const { t } = useTranslation('editor');
  const Icon = ICONS[kind] ?? IconBox;
  const name = paletteName(kind);
  const drag = usePaletteDrag(kind, name.toLowerCase(), templateMode);
  return (
    <Button
      ref={drag.ref}
      size="compact-xs"
      variant="default"
      justify="start"
      leftSection={<Icon size={14} />}
      onClick={(event) => onInsert(kind, event.detail === 0)}
      onPointerDown={disabled ? undefined : drag.onPointerDown}
      disabled={disabled}
      aria-label={t('palette.insert', { name })}
      data-testid={`palette-insert-${kind}`}
      styles={{ root: { touchAction: 'none', cursor: 'grab' }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {kindLabel(kind)}
    </Button>
  );
}

export function PaletteView({ onInsert, insertAfter, onInsertAfterChange, disabled = false, templateMode = false }: PaletteViewProps) {
  const { t } = useTranslation('editor');
  return (
    <Stack gap="sm" data-testid="palette">
      <Tooltip label={t('palette.afterTip')} withArrow multiline w={220}>
        <Switch
          size="xs"
          label={t('palette.after')}
          checked={insertAfter}
          onChange={(e) => onInsertAfterChange(e.currentTarget.checked)}
          data-testid="palette-insert-after"
        />
      </Tooltip>
      <Text size="xs" c="dimmed">
        {t('palette.hint')}
      </Text>
      {PALETTE_GROUPS.map((group) => (
        <Stack key={group.key} gap={4} role="group" aria-label={t(`palette.groups.${group.key}`)}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t(`palette.groups.${group.key}`)}
          </Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
            {group.kinds.map((kind) => (
              <PaletteButton key={kind} kind={kind} onInsert={onInsert} disabled={disabled} templateMode={templateMode} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** Focuses the canvas element of a node once it is drawn (within a few frames). */
function focusNodeWhenDrawn(nodeId: string) {
  let frames = 0;
  const attempt = () => {
    const element = document.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(nodeId)}"][tabindex]`);
    if (element) element.focus();
    else if (++frames < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** Inserts through the store: plans the place, dispatches one `insert` (one undo step) and selects the new node. */
export function insertFromPalette(
  store: ReturnType<typeof useEditorStore>,
  kind: NodeKind,
  insertAfter: boolean,
  templateMode: boolean,
): { ok: true; nodeId: string } | { ok: false; error: string } {
  const { doc, selection } = store.getState();
  const plan = planInsert(doc, selection.nodeId ?? selection.pageId, insertAfter, kind, { templateMode });
  if (!plan.ok) return { ok: false, error: plan.message };
  const result = store.dispatch({ type: 'insert', node: plan.node, descendants: plan.descendants, target: plan.target });
  if (!result.ok) return result;
  store.select(plan.newNodeId);
  return { ok: true, nodeId: plan.newNodeId };
}

export function Palette({ templateMode = false }: { templateMode?: boolean }) {
  const store = useEditorStore();
  const [insertAfter, setInsertAfter] = useState(false);
  return (
    <PaletteView
      templateMode={templateMode}
      insertAfter={insertAfter}
      onInsertAfterChange={setInsertAfter}
      onInsert={(kind, byKeyboard) => {
        const result = insertFromPalette(store, kind, insertAfter, templateMode);
        if (!result.ok) notifications.show({ color: 'red', message: result.error, autoClose: 5000 });
        // The palette gives way to the new node's settings, taking the focused button with it: focus the new node.
        else if (byKeyboard) focusNodeWhenDrawn(result.nodeId);
      }}
    />
  );
}
