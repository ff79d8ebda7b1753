/**
 * Client-side cleaning of the rich text HTML before it enters the document. The server sanitizes again on every
 * write; this pass keeps obviously hostile markup out of the undo history and the autosave queue.
 */
import DOMPurify from 'dompurify';

/** The markup the Tiptap toolbar can produce; anything else is dropped. */
const ALLOWED_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'blockquote'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style'];
/** Inline styles the toolbar sets: colour, font family, text alignment. */
const ALLOWED_STYLES = new Set(['color', 'font-family', 'text-align']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;

let hooked = false;
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('style')) {
      const kept = (node.getAttribute('style') ?? '')
        .split(';')
        .map((rule) => rule.trim())
        .filter((rule) => {
          const [prop = '', ...rest] = rule.split(':');
          const value = rest.join(':').toLowerCase();
          return ALLOWED_STYLES.has(prop.trim().toLowerCase()) && !/url\(|expression|javascript:|[<>]/.test(value);
        });
      if (kept.length) node.setAttribute('style', kept.join('; '));
      else node.removeAttribute('style');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer nofollow');
      else node.removeAttribute('target');
    }
  });
}

export function sanitizeRichText(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
