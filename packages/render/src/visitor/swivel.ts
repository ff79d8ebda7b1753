/** Swivels flip on a click of their front (a button, so Enter and Space too) and back with "Turn back". */
export function initSwivels(root: ParentNode, signal: AbortSignal): void {
  for (const swivel of root.querySelectorAll<HTMLElement>('[data-fo-swivel]')) {
    const front = swivel.querySelector<HTMLElement>('[data-fo-swivel-flip]');
    const flip = (flipped: boolean) => {
      swivel.classList.toggle('fo-swivel--flipped', flipped);
      front?.setAttribute('aria-expanded', String(flipped));
    };
    front?.addEventListener('click', () => flip(!swivel.classList.contains('fo-swivel--flipped')), { signal });
    swivel.querySelector('[data-fo-swivel-back]')?.addEventListener(
      'click',
      () => {
        flip(false);
        front?.focus();
      },
      { signal },
    );
  }
}
