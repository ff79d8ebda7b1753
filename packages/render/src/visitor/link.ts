/**
 * Every link that opens a new tab (link interactions, links in user HTML) gets rel="noopener noreferrer", so the
 * opened page can neither reach this one through window.opener nor learn its address.
 */
export function initLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[target="_blank" i]')) {
    const rel = new Set((link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener').add('noreferrer');
    link.setAttribute('rel', [...rel].join(' '));
  }
}
