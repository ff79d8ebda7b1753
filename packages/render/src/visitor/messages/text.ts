/**
 * The visitor script's texts: English built in, replaced by the page's own set when the server wrote one
 * (`<script type="application/json" id="fo-messages">`, messages/index.ts). Read when a text is shown (rarely).
 */
import { en, type VisitorMessageKey, type VisitorMessages } from './en.ts';

export const MESSAGES_ELEMENT_ID = 'fo-messages';

/** The page's texts: its set merged over English (a key it lacks stays English). */
export function messagesOf(doc: Document): VisitorMessages {
  let own: Partial<VisitorMessages> = {};
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(MESSAGES_ELEMENT_ID)?.textContent || '{}');
    if (parsed && typeof parsed === 'object') own = parsed as Partial<VisitorMessages>;
  } catch {
    own = {};
  }
  return { ...en, ...own };
}

/** A message with its `{name}` placeholders filled. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The page's text `key`, filled with `values`. */
export const msg = (doc: Document, key: VisitorMessageKey, values?: Record<string, string | number>): string => format(messagesOf(doc)[key], values);
