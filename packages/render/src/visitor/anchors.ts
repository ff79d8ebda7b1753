import { scrollBehavior } from './motion.ts';

/** The element a URL's #fragment names when the URL is this page, else null. */
function anchorOf(doc: Document, url: URL): HTMLElement | null {
  const here = new URL(doc.URL);
  if (!url.hash || url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  try {
    return doc.getElementById(decodeURIComponent(url.hash.slice(1)));
  } catch {
    return null;
  }
}

/** Opens the accordions (and sliders) around an anchor, so it can be seen. */
function reveal(target: HTMLElement): void {
  for (let el = target.closest('details'); el; el = el.parentElement?.closest('details') ?? null) el.open = true;
}

/**
 * Links to an anchor on the page (a target interaction, an accordion that is a target) scroll to it smoothly
 * (instantly for reduced motion), open the accordion it is in, put it in the address bar and move focus there.
 */
export function initAnchors(doc: Document, signal: AbortSignal): void {
  const win = doc.defaultView;
  if (!win) return;
  doc.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
      if (!link || (link.target && link.target !== '_self')) return;
      const target = anchorOf(doc, new URL(link.href, doc.baseURI));
      if (!target) return;
      event.preventDefault();
      reveal(target);
      target.scrollIntoView({ behavior: scrollBehavior(win), block: 'start' });
      const hash = `#${encodeURIComponent(target.id)}`;
      if (win.location.hash !== hash) win.history.pushState(null, '', hash);
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    },
    { signal },
  );
  // Opened at #anchor: the browser has scrolled there, but the anchor may sit in a closed accordion.
  const opened = anchorOf(doc, new URL(doc.URL));
  if (opened?.closest('details:not([open])')) {
    reveal(opened);
    opened.scrollIntoView({ block: 'start' });
  }
}
