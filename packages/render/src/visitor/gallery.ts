import { scrollBehavior } from './motion.ts';

/**
 * Gallery slideshows: previous/next buttons and the arrow keys move one slide, looping at either end; the live
 * status says "n of m". Swiping the strip (scroll snap) updates the current slide too.
 */
export function initGalleries(root: ParentNode, win: Window, signal: AbortSignal): void {
  for (const gallery of root.querySelectorAll<HTMLElement>('[data-fo-gallery]')) {
    const track = gallery.querySelector<HTMLElement>('[data-fo-gallery-track]');
    const slides = track ? ([...track.children] as HTMLElement[]) : [];
    const status = gallery.querySelector('[data-fo-gallery-status]');
    const count = slides.length;
    if (!track || count < 2) continue;
    let index = Math.max(0, slides.findIndex((slide) => slide.hasAttribute('aria-current')));

    const show = (next: number, scroll: boolean) => {
      index = (next + count) % count;
      slides.forEach((slide, i) => {
        slide.classList.toggle('fo-gallery__slide--current', i === index);
        if (i === index) slide.setAttribute('aria-current', 'true');
        else slide.removeAttribute('aria-current');
      });
      if (status) status.textContent = `${index + 1} of ${count}`;
      if (scroll) track.scrollTo?.({ left: slides[index]!.offsetLeft - slides[0]!.offsetLeft, behavior: scrollBehavior(win) });
    };

    gallery.querySelector('[data-fo-gallery-prev]')?.addEventListener('click', () => show(index - 1, true), { signal });
    gallery.querySelector('[data-fo-gallery-next]')?.addEventListener('click', () => show(index + 1, true), { signal });
    gallery.addEventListener(
      'keydown',
      (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        show(index + (event.key === 'ArrowLeft' ? -1 : 1), true);
      },
      { signal },
    );
    let settle: ReturnType<typeof setTimeout> | undefined;
    track.addEventListener(
      'scroll',
      () => {
        clearTimeout(settle);
        settle = setTimeout(() => {
          const width = track.clientWidth;
          const nearest = width ? Math.round(track.scrollLeft / width) : index;
          if (nearest !== index && nearest < count) show(nearest, false);
        }, 120);
      },
      { signal },
    );
  }
}
