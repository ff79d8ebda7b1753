/**
 * The editor screen: top bar; on the left the Pages (page list and outline) and Accessibility tabs; the canvas; on
 * the right the side panel and the palette as Settings and Insert tabs. Below 62em the side columns move into drawers
 * opened from the top bar.
 *
 * Slots: `<EditorLayout panel={…} palette={…} />`. Both render inside the EditorProvider, so they use
 * `useEditor` / `useEditorStore` directly. `panel` defaults to a short hint naming the selected node.
 */
import { ActionIcon, Box, Drawer, ScrollArea, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconLayoutSidebar, IconLayoutSidebarRight, IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LeftTabs } from '../a11y/LeftTabs.tsx';
import { useEditor } from '../store/react.tsx';
import { Canvas } from './Canvas.tsx';
import { EditorDndProvider } from '../dnd/EditorDnd.tsx';
import { useDndMonitor } from '@dnd-kit/core';
import { paletteItemOf } from '../palette/PaletteDrag.tsx';
import { Outline } from './Outline.tsx';
import { PageList } from './PageList.tsx';
import { RightsNotice } from './RightsNotice.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { SaveProblems } from './SaveProblems.tsx';
import { TopBar } from './TopBar.tsx';
import { nodeLabel } from './nodeLabel.ts';

export interface EditorSlots {
  /** the side edit panel for the selection */
  panel?: ReactNode;
  /** the palette of node kinds to insert */
  palette?: ReactNode;
}

function DefaultPanel() {
  const { t } = useTranslation('editor');
  const node = useEditor((s) => (s.selection.nodeId ? s.doc.nodes[s.selection.nodeId] : undefined));
  return (
    <Text size="sm" c="dimmed" data-testid="panel-placeholder">
      {node ? t('layout.selected', { label: nodeLabel(node) }) : t('layout.selectSomething')}
    </Text>
  );
}

function LeftColumn({ onPicked }: { onPicked?: () => void }) {
  return (
    <LeftTabs
      onPicked={onPicked}
      pages={
        <Stack gap="md" p="sm">
          <PageList />
          <Outline />
        </Stack>
      }
    />
  );
}

type SideTab = 'settings' | 'insert';

/**
 * Settings of the selection and the palette as two tabs, so the settings sit at the top without scrolling. A new
 * selection (a click on the canvas, the outline, or an insert) brings the Settings tab forward.
 */
function RightColumn({ panel, palette }: EditorSlots) {
  const { t } = useTranslation('editor');
  const nodeId = useEditor((s) => s.selection.nodeId);
  const [tab, setTab] = useState<SideTab>(nodeId || !palette ? 'settings' : 'insert');
  useEffect(() => {
    if (nodeId) setTab('settings');
  }, [nodeId]);
  const settings = <Box data-testid="panel-slot">{panel ?? <DefaultPanel />}</Box>;
  if (!palette) return <Box p="sm" data-testid="editor-side">{settings}</Box>;
  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'insert' ? 'insert' : 'settings')} keepMounted={false} data-testid="editor-side">
      <Tabs.List style={{ position: 'sticky', top: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}>
        <Tabs.Tab value="settings" leftSection={<IconAdjustments size={14} />} data-testid="side-tab-settings">
          {t('layout.settingsTab')}
        </Tabs.Tab>
        <Tabs.Tab value="insert" leftSection={<IconPlus size={14} />} data-testid="side-tab-insert">
          {t('layout.insertTab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="settings" p="sm">
        {settings}
      </Tabs.Panel>
      <Tabs.Panel value="insert" p="sm">
        <Box data-testid="palette-slot">{palette}</Box>
      </Tabs.Panel>
    </Tabs>
  );
}

const border = '1px solid var(--mantine-color-default-border)';

/** Right-to-left app: the side drawers open from the mirrored sides. */
const isRtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

/**
 * Tells when a palette item is picked up and put down. On a narrow screen the drawer holding the palette turns
 * see-through while the item is carried over the page (it stays laid out: the drag measures its button), and
 * closes after the drop.
 */
function PaletteCarry({ onChange }: { onChange: (carrying: boolean) => void }) {
  useDndMonitor({
    onDragStart: ({ active }) => void (paletteItemOf(active) && onChange(true)),
    onDragEnd: ({ active }) => void (paletteItemOf(active) && onChange(false)),
    onDragCancel: ({ active }) => void (paletteItemOf(active) && onChange(false)),
  });
  return null;
}

export function EditorLayout({ panel, palette }: EditorSlots) {
  const { t } = useTranslation('editor');
  const compact = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const [leftOpen, setLeftOpen] = useState(false);
  const [rightOpen, setRightOpen] = useState(false);
  const [carrying, setCarrying] = useState(false);

  const drawerButtons = compact ? (
    <>
      <Tooltip label={t('layout.pagesAndOutline')}>
        <ActionIcon variant="subtle" aria-label={t('layout.pagesAndOutline')} onClick={() => setLeftOpen(true)} data-testid="open-pages">
          <IconLayoutSidebar size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('layout.editAndInsert')}>
        <ActionIcon variant="subtle" aria-label={t('layout.editAndInsert')} onClick={() => setRightOpen(true)} data-testid="open-panel">
          <IconLayoutSidebarRight size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  ) : null;

  return (
    <EditorDndProvider>
      <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }} data-testid="editor">
        {compact && (
          <PaletteCarry
            onChange={(carrying) => {
              setCarrying(carrying);
              if (!carrying) setRightOpen(false);
            }}
          />
        )}
        <TopBar compact={compact} extra={drawerButtons} />
        <SaveProblems />
        <RightsNotice />
        <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
          {!compact && (
            <ScrollArea w={260} style={{ borderInlineEnd: border, flexShrink: 0 }} data-testid="editor-left">
              <LeftColumn />
            </ScrollArea>
          )}
          <Canvas compact={compact} />
          {!compact && (
            <ScrollArea w={340} style={{ borderInlineStart: border, flexShrink: 0 }}>
              <RightColumn panel={panel} palette={palette} />
            </ScrollArea>
          )}
        </Box>
        {compact && (
          <>
            <Drawer opened={leftOpen} onClose={() => setLeftOpen(false)} title={t('a11y.pagesTab')} position={isRtl() ? 'right' : 'left'} size="xs" data-testid="pages-drawer">
              <LeftColumn
                onPicked={() => {
                  // Show the canvas with the node selected, and its settings to fix it.
                  setLeftOpen(false);
                  setRightOpen(true);
                }}
              />
            </Drawer>
            <Drawer opened={rightOpen} onClose={() => setRightOpen(false)} title={t('layout.editDrawer')} position={isRtl() ? 'left' : 'right'} size="sm" className={carrying ? 'fo-drawer-aside' : undefined} data-testid="panel-drawer">
              <RightColumn panel={panel} palette={palette} />
            </Drawer>
          </>
        )}
        <LeaveGuard />
      </Box>
    </EditorDndProvider>
  );
}
