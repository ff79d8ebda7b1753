/**
 * Each other person's selection outlined on the canvas in their colour, with their name on it: boxes laid over the
 * page (nothing is added to the page's own elements, so its layout is untouched), placed again when the page or
 * the canvas changes. Hidden from screen readers: the top bar says who is here.
 */
import { useLayoutEffect, useState } from 'react';
import { useEditorScreen } from '../layout/EditorContext.tsx';
import { useEditor } from '../store/react.tsx';
import { usePeers } from './presence.ts';

interface Box {
  key: number;
  name: string;
  colour: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export function PeerMarkers({ root, scale }: { root: { current: HTMLElement | null }; scale: number }) {
  const { collab } = useEditorScreen();
  const peers = usePeers(collab?.presence ?? null);
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.selection.pageId);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [tick, setTick] = useState(0);

  useLayoutEffect(() => {
    const container = root.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setTick((n) => n + 1));
    observer.observe(container);
    return () => observer.disconnect();
  }, [root]);

  useLayoutEffect(() => {
    const container = root.current;
    if (!container) return;
    // Alone in the folio (the usual case): nothing to place, and no redraw on each edit.
    if (!peers.some((peer) => peer.selection)) {
      setBoxes((shown) => (shown.length === 0 ? shown : []));
      return;
    }
    const frame = container.getBoundingClientRect();
    const next: Box[] = [];
    for (const peer of peers) {
      if (!peer.selection) continue;
      const el = container.querySelector(`[data-node-id="${CSS.escape(peer.selection)}"]`);
      if (!el) continue;
      const rect = el.getBoundingClientRect();
      next.push({
        key: peer.clientId,
        name: peer.name,
        colour: peer.colour,
        left: (rect.left - frame.left) / scale,
        top: (rect.top - frame.top) / scale,
        width: rect.width / scale,
        height: rect.height / scale,
      });
    }
    setBoxes((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
  }, [peers, doc, pageId, scale, tick, root]);

  if (boxes.length === 0) return null;
  return (
    <div aria-hidden className="fe-peers" data-testid="peer-markers">
      {boxes.map((box) => (
        <div
          key={box.key}
          className="fe-peer"
          data-testid="peer-marker"
          data-name={box.name}
          style={{ left: box.left, top: box.top, width: box.width, height: box.height, outlineColor: box.colour }}
        >
          <span className="fe-peer-name" style={{ background: box.colour }}>
            {box.name}
          </span>
        </div>
      ))}
    </div>
  );
}
