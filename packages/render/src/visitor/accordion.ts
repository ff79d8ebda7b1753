/**
 * Accordion widgets that allow one open panel: opening a panel closes the others. The panels also share a
 * `name` (the browser's exclusive accordion), which older browsers ignore.
 */
export function initAccordions(root: ParentNode, signal: AbortSignal): void {
  for (const widget of root.querySelectorAll<HTMLElement>('[data-fo-accordion="single"]')) {
    // toggle does not bubble, so the widget listens in the capture phase.
    widget.addEventListener(
      'toggle',
      (event) => {
        const opened = event.target;
        if (!(opened instanceof HTMLDetailsElement) || !opened.open || opened.parentElement !== widget) return;
        for (const panel of widget.children) {
          if (panel !== opened && panel instanceof HTMLDetailsElement) panel.open = false;
        }
      },
      { capture: true, signal },
    );
  }
}
