/**
 * What a published form shows in its place (issue 31): the thank-you message after a successful submit (the
 * author's rich text, sanitized like every text, whose `{{…}}` quotes the visitor script fills with the answers as
 * text; "Send another answer" unless the button says no), and the closed note before the form opens, after it
 * closes or when it is full. Both wait in the markup, so the page needs no request to show them.
 */
import { useContext } from 'react';
import { FORM_WINDOW_TEXTS, closedText, formatInstant, formPhase, instantOf, quoteTargets, quotedKeys, type FolioNode, type SubmitAction } from '@folio/model';
import { useMessages, useRenderOptions } from '../context.ts';
import { format } from '../visitor/messages/text.ts';
import { NodeStoreContext } from '../store.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
/** The text a quote key reads as in the page (the HTML's few escapes undone). */
const asText = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The thank-you message, hidden until the visitor script shows it (visitor/form.ts, visitor/formExtras.ts). */
export function FormThanks({ id, click }: { id: string; click: SubmitAction }) {
  const { sanitize } = useRenderOptions();
  const m = useMessages();
  const store = useContext(NodeStoreContext);
  const html = click.thankYouHtml?.trim() ? sanitize(click.thankYouHtml) : '';
  const keys = html ? quotedKeys(asText(html)) : [];
  const widgets = click.widgetIds.map((w) => store?.getNode(w)).filter((n): n is FolioNode => n !== undefined);
  const quotes = keys.length ? JSON.stringify(quoteTargets(keys, widgets)) : undefined;
  return (
    <div className="fo-thanks" data-fo-thanks={id} role="status" tabIndex={-1} hidden>
      {html ? (
        <div className="fo-thanks__text fo-thanks__text--rich" data-fo-quotes={quotes} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="fo-thanks__text">{click.thankYouMessage?.trim() || m.thanks}</p>
      )}
      {click.allowAnother === false ? null : (
        <button type="button" className="fo-button fo-button--secondary fo-thanks__again" data-fo-again={id}>
          {m.sendAnother}
        </button>
      )}
    </div>
  );
}

/**
 * The closed note: shown (and the form hidden, folio.css) when the page is drawn outside the window; it carries the
 * instants so the script opens and closes the form on the visitor's clock, and the closed text for later.
 */
export function FormClosedNote({ id }: { id: string }) {
  const { formTarget } = useRenderOptions();
  const window = formTarget?.window ?? {};
  const phase = formPhase(window, formTarget?.now ?? Date.now());
  const m = useMessages();
  // The default closed text in the page's language (the author's own message is theirs, translated with the folio).
  const opens = instantOf(window.opensAt);
  const own = (text: string) =>
    text === FORM_WINDOW_TEXTS.closed ? m.closed : opens !== null && text === FORM_WINDOW_TEXTS.opensOn(formatInstant(opens)) ? format(m.opensOn, { when: formatInstant(opens) }) : text;
  const later = own(closedText(window, 'after'));
  const text = phase === 'before' ? own(closedText(window, 'before')) : later;
  return (
    <div
      className="fo-closed"
      data-fo-closed={id}
      data-fo-opens={instantOf(window.opensAt) ?? undefined}
      data-fo-closes={instantOf(window.closesAt) ?? undefined}
      data-fo-later={later !== text ? later : undefined}
      role="status"
      hidden={phase === 'open'}
    >
      <p className="fo-closed__text">{text}</p>
    </div>
  );
}
