/**
 * The canvas zoom: Fit (the preview width shrunk to the canvas area) or a fixed 50–100 %. The choice is kept in
 * localStorage, so the editor opens at the zoom last used. Keys (outside fields): + and - step, Shift+0 is
 * 100 %, Shift+1 is Fit.
 */
import { useEffect } from 'react';
import { formatPercent } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import { isTypingTarget } from './useShortcuts.ts';

export type Zoom = 'fit' | 50 | 75 | 100;

export const ZOOMS: readonly Zoom[] = ['fit', 50, 75, 100];
const STEPS = [50, 75, 100] as const;

/** Actual size: body text at its real size, the canvas scrolls sideways when the preview is wider. */
export const DEFAULT_ZOOM: Zoom = 100;

const KEY = 'folio.editor.zoom';

export function loadZoom(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Zoom {
  const raw = storage?.getItem(KEY);
  const found = ZOOMS.find((z) => String(z) === raw);
  return found ?? DEFAULT_ZOOM;
}

export function saveZoom(zoom: Zoom, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, String(zoom));
  } catch {
    // Storage full or blocked: the zoom still applies for this visit.
  }
}

/** The scale the page is drawn at: Fit shrinks (never enlarges) the preview width into the available room. */
export function zoomScale(zoom: Zoom, available: number, width: number): number {
  if (zoom !== 'fit') return zoom / 100;
  return available > 0 ? Math.min(1, available / width) : 1;
}

/** The next fixed zoom in a direction, from the scale shown now (Fit counts as its scale). */
export function stepZoom(scale: number, direction: 1 | -1): Zoom {
  const percent = Math.round(scale * 100);
  if (direction > 0) return STEPS.find((s) => s > percent) ?? 100;
  return [...STEPS].reverse().find((s) => s < percent) ?? 50;
}

export const zoomLabel = (zoom: Zoom): string => (zoom === 'fit' ? translate('editor:zoom.fit') : formatPercent(zoom / 100, 0));

/** The zoom keys on the whole window, never while the user types in a field or a dialog is open. */
export function useZoomKeys(scale: number, setZoom: (zoom: Zoom) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      let next: Zoom | null = null;
      if (event.shiftKey && event.code === 'Digit0') next = 100;
      else if (event.shiftKey && event.code === 'Digit1') next = 'fit';
      else if (event.key === '+' || event.key === '=') next = stepZoom(scale, 1);
      else if (event.key === '-') next = stepZoom(scale, -1);
      if (next === null) return;
      event.preventDefault();
      setZoom(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [scale, setZoom, enabled]);
}
