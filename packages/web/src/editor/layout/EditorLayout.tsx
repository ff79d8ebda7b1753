/**
 * The editor screen: top bar; page list and outline on the left; the canvas; the right-hand slot where the
 * side panel and the palette mount. Below 62em the side columns move into drawers opened from the top bar.
 *
 * Slots: `<EditorLayout panel={…} palette={…} />`. Both render inside the EditorProvider, so they use
 * `useEditor` / `useEditorStore` directly. `panel` defaults to a short hint naming the selected node.
 */
import { ActionIcon, Box, Drawer, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebar, IconLayoutSidebarRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useEditor } from '../store/react.tsx';
import { Canvas } from './Canvas.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { Outline } from './Outline.tsx';
import { PageList } from './PageList.tsx';
import { TopBar } from './TopBar.tsx';
import { nodeLabel } from './nodeLabel.ts';

export interface EditorSlots {
  /** the side edit panel for the selection */
  panel?: ReactNode;
  /** the palette of node kinds to insert */
  palette?: ReactNode;
}

function DefaultPanel() {
  const node = useEditor((s) => (s.selection.nodeId ? s.doc.nodes[s.selection.nodeId] : undefined));
  return (
    <Text size="sm" c="dimmed" data-testid="panel-placeholder">
      {node ? `Selected: ${nodeLabel(node)}` : 'Select something on the canvas or in the outline to edit it.'}
    </Text>
  );
}

function LeftColumn() {
  return (
    <Stack gap="md" p="sm">
      <PageList />
      <Outline />
    </Stack>
  );
}

function RightColumn({ panel, palette }: EditorSlots) {
  return (
    <Stack gap="md" p="sm" data-testid="editor-side">
      {palette && <Box data-testid="palette-slot">{palette}</Box>}
      <Box data-testid="panel-slot">{panel ?? <DefaultPanel />}</Box>
    </Stack>
  );
}

const border = '1px solid var(--mantine-color-default-border)';

export function EditorLayout({ panel, palette }: EditorSlots) {
  const compact = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const [leftOpen, setLeftOpen] = useState(false);
  const [rightOpen, setRightOpen] = useState(false);

  const drawerButtons = compact ? (
    <>
      <Tooltip label="Pages and outline">
        <ActionIcon variant="subtle" aria-label="Pages and outline" onClick={() => setLeftOpen(true)} data-testid="open-pages">
          <IconLayoutSidebar size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit and insert">
        <ActionIcon variant="subtle" aria-label="Edit and insert" onClick={() => setRightOpen(true)} data-testid="open-panel">
          <IconLayoutSidebarRight size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  ) : null;

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }} data-testid="editor">
      <TopBar compact={compact} extra={drawerButtons} />
      <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {!compact && (
          <ScrollArea w={260} style={{ borderRight: border, flexShrink: 0 }} data-testid="editor-left">
            <LeftColumn />
          </ScrollArea>
        )}
        <Canvas compact={compact} />
        {!compact && (
          <ScrollArea w={340} style={{ borderLeft: border, flexShrink: 0 }}>
            <RightColumn panel={panel} palette={palette} />
          </ScrollArea>
        )}
      </Box>
      {compact && (
        <>
          <Drawer opened={leftOpen} onClose={() => setLeftOpen(false)} title="Pages" position="left" size="xs" data-testid="pages-drawer">
            <LeftColumn />
          </Drawer>
          <Drawer opened={rightOpen} onClose={() => setRightOpen(false)} title="Edit" position="right" size="sm" data-testid="panel-drawer">
            <RightColumn panel={panel} palette={palette} />
          </Drawer>
        </>
      )}
      <ConflictDialog />
    </Box>
  );
}
