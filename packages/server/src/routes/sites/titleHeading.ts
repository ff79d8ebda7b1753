import { escapeHtml } from './document.ts';

/**
 * The page's outline starts with a level-one heading (WCAG 1.3.1, 2.4.6): when the author's content has none, the
 * page title heads it as a visually hidden <h1>, so the author's h2 and h3 fall under it. Content with its own h1
 * is left as it is.
 */
export function withTitleHeading(html: string, title: string): string {
  if (/<h1[\s>]/i.test(html) || !title.trim()) return html;
  return `<h1 class="fo-visually-hidden">${escapeHtml(title.trim())}</h1>${html}`;
}
