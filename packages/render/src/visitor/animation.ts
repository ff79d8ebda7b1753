const WAITING = 'fo-anim--waiting';

/**
 * Animations set to play on view wait, paused at their start, until they scroll into view. Without
 * IntersectionObserver they simply play on load (folio.css).
 */
export function initAnimations(root: ParentNode, win: Window & typeof globalThis, signal: AbortSignal): void {
  const elements = root.querySelectorAll<HTMLElement>('[data-fo-anim="onView"]');
  if (elements.length === 0 || typeof win.IntersectionObserver !== 'function') return;
  const observer = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      const el = entry.target as HTMLElement;
      if (entry.isIntersecting) {
        el.classList.remove(WAITING);
        observer.unobserve(el);
      } else {
        el.classList.add(WAITING);
        // It may have started playing before this script ran, out of sight: back to its first frame.
        for (const animation of el.getAnimations?.() ?? []) animation.currentTime = 0;
      }
    }
  });
  for (const el of elements) observer.observe(el);
  signal.addEventListener('abort', () => observer.disconnect());
}
