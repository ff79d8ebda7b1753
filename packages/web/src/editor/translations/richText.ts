/**
 * Rich texts translated as plain lines (issue 32): each line a paragraph, the text escaped, so what is stored is
 * exactly what the server's sanitizer leaves (the shared document's gate refuses anything else), and back.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Lines typed → `<p>…</p>` per line ('' for nothing typed). */
export function linesToHtml(text: string): string {
  if (!text.trim()) return '';
  return text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>]/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
}

/** Stored HTML → its text, a line per paragraph, list item, heading or line break. */
export function htmlToLines(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>\s*(?=<)/gi, '</$1>\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\n$/, '');
}
