// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToId } from './scrollTo.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('scrollToId', () => {
  it('scrolls the element with that id smoothly into view', () => {
    document.body.innerHTML = '<section id="pricing">Pricing</section>';
    const element = document.getElementById('pricing')!;
    const calls: unknown[] = [];
    element.scrollIntoView = (arg?: boolean | ScrollIntoViewOptions) => void calls.push(arg);
    expect(scrollToId('pricing')).toBe(true);
    expect(calls).toEqual([{ behavior: 'smooth', block: 'start' }]);
  });

  it('warns and does nothing when no element has that id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(scrollToId('missing')).toBe(false);
    expect(warn).toHaveBeenCalledWith('scrollToId: no element with id "missing"');
  });
});
