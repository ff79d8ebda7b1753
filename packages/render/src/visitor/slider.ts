/** Sliders (<details>): the close button and Escape close them; a click outside closes an overlay slider. */
export function initSliders(doc: Document, signal: AbortSignal): void {
  const sliders = [...doc.querySelectorAll<HTMLDetailsElement>('details[data-fo-slider]')];
  if (sliders.length === 0) return;
  const close = (slider: HTMLDetailsElement, refocus: boolean) => {
    slider.open = false;
    if (refocus) slider.querySelector('summary')?.focus();
  };
  for (const slider of sliders) {
    slider.querySelector('[data-fo-slider-close]')?.addEventListener('click', () => close(slider, true), { signal });
  }
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      for (const slider of sliders) if (slider.open) close(slider, slider.contains(doc.activeElement));
    },
    { signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Node ? event.target : null;
      for (const slider of sliders) {
        if (slider.open && slider.dataset.foSlider === 'overlay' && !slider.contains(target)) close(slider, false);
      }
    },
    { signal },
  );
}
