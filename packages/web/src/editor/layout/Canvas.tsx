/**
 * The canvas: the shown page drawn as visitors see it, at the chosen preview width (scaled down to fit when
 * the window is narrower; the page's container queries still see the real width). Clicking the empty area
 * around the page clears the selection.
 */
import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { breakpointWidth } from './breakpoints.ts';
import { useEditorScreen } from './EditorContext.tsx';
import { PlaceholderPage } from './PlaceholderPage.tsx';
import { wrapNode } from './Selectable.tsx';

function PageDrawing() {
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.selection.pageId);
  return <PlaceholderPage doc={doc} pageId={pageId} wrapNode={wrapNode} />;
}

export function Canvas({ compact }: { compact: boolean }) {
  const store = useEditorStore();
  const { breakpoint } = useEditorScreen();
  const { ref, width: available } = useElementSize();
  const width = compact ? Math.max(320, Math.min(breakpointWidth('mobile'), available - 16 || breakpointWidth('mobile'))) : breakpointWidth(breakpoint);
  const scale = available > 0 && !compact ? Math.min(1, (available - 32) / width) : 1;

  return (
    <Box
      ref={ref}
      style={{ flex: 1, minWidth: 0, overflow: 'auto', background: 'var(--mantine-color-gray-1)', padding: compact ? 8 : 16 }}
      onClick={() => store.select(null)}
      data-testid="canvas-area"
    >
      {!compact && (
        <Text size="xs" c="dimmed" ta="center" mb={6} data-testid="canvas-width">
          {width}px{scale < 1 ? ` · shown at ${Math.round(scale * 100)}%` : ''}
        </Text>
      )}
      <Box
        data-testid="canvas"
        data-width={width}
        style={{
          width,
          // zoom (not transform) so the scaled page also takes less room; its container queries see `width`
          zoom: scale < 1 ? scale : undefined,
          margin: '0 auto',
          background: '#fff',
          boxShadow: 'var(--mantine-shadow-sm)',
          minHeight: 400,
        }}
        onClick={(e) => e.stopPropagation()}
      >
        <PageDrawing />
      </Box>
    </Box>
  );
}
