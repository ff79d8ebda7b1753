/**
 * The canvas: the shown page drawn by @folio/render's FolioPage in 'edit' mode, at the chosen preview width
 * drawn at the chosen zoom (layout/zoom.ts; the page's container queries still see the real width).
 * Clicking the grey area around the page clears the selection. The page carries the folio's `lang` and `dir`.
 */
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { pageLanguage } from '@folio/model';
import { FolioPage } from '@folio/render';
import { useMemo, useRef } from 'react';
import { useAssetResolver } from '../../assets-picker/useAssetResolver.ts';
import { renderCanvasChart } from '../panel/CanvasChart.tsx';
import { PageDropIndicator, PageDropTarget } from '../dnd/DndNode.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { breakpointWidth } from './breakpoints.ts';
import { SelectionMarker, selectionHandlers, wrapNode } from './canvasSelection.tsx';
import { useEditorScreen } from './EditorContext.tsx';
import { ZoomControl } from './ZoomControl.tsx';
import { PeerMarkers } from '../collab/PeerMarkers.tsx';
import '../collab/collab.css';
import { useZoomKeys, zoomScale } from './zoom.ts';

function PageDrawing() {
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.selection.pageId);
  const folioId = useEditor((s) => s.folioId);
  const resolveAsset = useAssetResolver(doc, folioId);
  return <FolioPage doc={doc} pageId={pageId} mode="edit" wrapNode={wrapNode} resolveAsset={resolveAsset} renderChart={renderCanvasChart} />;
}

export function Canvas({ compact }: { compact: boolean }) {
  const store = useEditorStore();
  const { breakpoint, zoom, setZoom } = useEditorScreen();
  const { ref, width: available } = useElementSize();
  const page = useRef<HTMLDivElement>(null);
  const handlers = useMemo(() => selectionHandlers(store), [store]);
  const mobile = breakpointWidth('mobile');
  const width = compact ? Math.min(mobile, Math.max(320, available - 16)) : breakpointWidth(breakpoint);
  const scale = compact ? 1 : zoomScale(zoom, available - 32, width);
  useZoomKeys(scale, setZoom, !compact);
  // The page speaks the folio's language, so screen readers and hyphenation follow it as on the published page.
  const root = useEditor((s) => s.doc.root);
  const { lang, dir } = pageLanguage(root, null);
  // The page is a drop target too: a palette item or a tile can land on an empty page or below its last tile.
  const pageId = useEditor((s) => s.selection.pageId);

  return (
    <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-1)' }}>
      {!compact && (
        <Box py={6} px="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <ZoomControl zoom={zoom} scale={scale} width={width} onChange={setZoom} />
        </Box>
      )}
      <Box
        ref={ref}
        style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: compact ? 8 : 16 }}
        onClick={() => store.select(null)}
        // Scrolled from the folio's own start side (a left-to-right page in a right-to-left app opens at its left).
        dir={dir}
        data-testid="canvas-area"
      >
        <Box
          ref={page}
          data-testid="canvas"
          lang={lang}
          dir={dir}
          data-width={width}
          data-scale={scale}
          style={{
            width,
            // zoom (not transform) so the zoomed page also takes less room; its container queries see `width`
            zoom: scale !== 1 ? scale : undefined,
            margin: '0 auto',
            background: '#fff',
            boxShadow: 'var(--mantine-shadow-sm)',
            minHeight: 400,
            position: 'relative',
          }}
          {...handlers}
        >
          <PageDrawing />
          {pageId && <PageDropTarget key={pageId} pageId={pageId} element={page} />}
          {pageId && <PageDropIndicator pageId={pageId} />}
          <SelectionMarker root={page} />
          <PeerMarkers root={page} scale={scale} />
        </Box>
      </Box>
    </Box>
  );
}
