import { describe, expect, it } from 'vitest';
import { DEFAULT_ZOOM, loadZoom, saveZoom, stepZoom, zoomScale } from './zoom.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

describe('canvas zoom', () => {
  it('opens at actual size when no zoom was chosen, and at the chosen zoom after one was saved', () => {
    const storage = memoryStorage();
    expect(loadZoom(storage)).toBe(DEFAULT_ZOOM);
    expect(DEFAULT_ZOOM).toBe(100);
    saveZoom('fit', storage);
    expect(loadZoom(storage)).toBe('fit');
    saveZoom(75, storage);
    expect(loadZoom(storage)).toBe(75);
  });

  it('ignores a stored value that is not one of the zooms', () => {
    const storage = memoryStorage();
    storage.setItem('folio.editor.zoom', '300');
    expect(loadZoom(storage)).toBe(DEFAULT_ZOOM);
  });

  it('fits by shrinking the preview width into the room, never enlarging it', () => {
    expect(zoomScale('fit', 648, 1366)).toBeCloseTo(0.474, 3);
    expect(zoomScale('fit', 2000, 1366)).toBe(1);
    expect(zoomScale(75, 648, 1366)).toBe(0.75);
  });

  it('steps to the next fixed zoom from the scale shown, staying within 50 and 100 %', () => {
    expect(stepZoom(0.47, 1)).toBe(50);
    expect(stepZoom(0.5, 1)).toBe(75);
    expect(stepZoom(1, 1)).toBe(100);
    expect(stepZoom(0.75, -1)).toBe(50);
    expect(stepZoom(0.47, -1)).toBe(50);
    expect(stepZoom(0.9, -1)).toBe(75);
  });
});
