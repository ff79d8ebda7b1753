/**
 * The thank-you message as rich text (issue 31). Authors write it in a small markup in the editor — a blank line
 * starts a paragraph, `**bold**`, `_italic_`, `[words](https://…)` — kept as HTML in the submit button's
 * `thankYouHtml`, a rich-text field like any other (richTextFields.ts: within RICH_TEXT_LIMITS, sanitized on every
 * write and again at render). `{{Field label}}` or `{{widget id}}` quote an answer just sent: the published page
 * fills them in as text (never HTML) after a successful submit.
 */
import { labelOf } from './submissionLabels.ts';
import type { FolioNode } from './types.ts';

/** A quote of an answer: `{{` a field's label, name or id `}}` (1–100 characters, no braces). */
export const QUOTE_PATTERN = /\{\{\s*([^{}\n]{1,100}?)\s*\}\}/g;

/** The longest thank-you markup the editor takes. */
export const THANKS_MARKUP_MAX = 5_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** One line of markup (already split into paragraphs and lines) as inline HTML. */
function inline(text: string): string {
  let out = '';
  const token = /\*\*([^*]+)\*\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    out += escapeHtml(text.slice(last, m.index));
    if (m[1] !== undefined) out += `<strong>${escapeHtml(m[1])}</strong>`;
    else if (m[2] !== undefined) out += `<em>${escapeHtml(m[2])}</em>`;
    else if (SAFE_LINK.test(m[4]!)) out += `<a href="${escapeHtml(m[4]!)}">${escapeHtml(m[3]!)}</a>`;
    else out += escapeHtml(m[0]);
    last = token.lastIndex;
  }
  return out + escapeHtml(text.slice(last));
}

/** The author's markup as the HTML stored in `thankYouHtml` ('' for blank markup). */
export function thanksMarkupToHtml(markup: string): string {
  return markup
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${para.split('\n').map(inline).join('<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** Stored thank-you HTML back as markup for the editor (what the markup cannot say is kept as its text). */
export function thanksHtmlToMarkup(html: string): string {
  return decode(
    html
      .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, text: string) => `[${text.replace(/<[^>]*>/g, '')}](${href})`)
      .replace(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/gi, '**$2**')
      .replace(/<(em|i)\b[^>]*>([\s\S]*?)<\/\1>/gi, '_$2_')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|blockquote)>\s*/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  ).trim();
}

/** The keys a message quotes, each once, in order. */
export function quotedKeys(text: string): string[] {
  return [...new Set([...text.matchAll(QUOTE_PATTERN)].map((m) => m[1]!.trim()))];
}

/**
 * Which widget each quoted key names among the widgets a button sends: its id, else its label or name (case and
 * surrounding space ignored). Keys naming none are left out (the page then quotes nothing for them).
 */
export function quoteTargets(keys: readonly string[], widgets: readonly FolioNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  const norm = (s: string) => s.trim().toLowerCase();
  for (const key of keys) {
    const byId = widgets.find((w) => w.id === key);
    const found = byId ?? widgets.find((w) => norm(labelOf(w)) === norm(key) || norm((w as { name?: string }).name ?? '') === norm(key));
    if (found) out[key] = found.id;
  }
  return out;
}
