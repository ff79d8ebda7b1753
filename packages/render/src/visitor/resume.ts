/**
 * Half-filled forms on the page (issue 31): "Continue later" keeps the shown answers on the server and gives a link
 * (mailed too, when the visitor asks) that opens the form with them; a page opened with `?resume=` fills them back in
 * and goes to the step they were on; with partials on, the answers are kept at every step. The sent form names its
 * draft (draftTokenFor), so it no longer opens nor counts as a partial. Files are not kept.
 */
import { RESUME_PARAM } from '@folio/model';
import { answerOf, FIELD } from './fields.ts';
import { fillField } from './formExtras.ts';
import type { PageLogic } from './logic.ts';
import { postJson } from './session.ts';
import { toast } from './toast.ts';
import { msg } from './messages/text.ts';

const tokens = new Map<string, string>();
/** The draft this page's answers to a folio continue, if any. */
export const draftTokenFor = (folioId: string | undefined): string | undefined => (folioId ? tokens.get(folioId) : undefined);

function el<E extends HTMLElement>(doc: Document, tag: string, props: Record<string, unknown> = {}, ...children: Array<Node | string>): E {
  const node = Object.assign(doc.createElement(tag), props) as E;
  node.append(...children);
  return node;
}

export function initResume(doc: Document, win: Window, signal: AbortSignal, logic: PageLogic | null): void {
  const button = doc.querySelector<HTMLButtonElement>('button[data-fo-submit][data-fo-resume], button[data-fo-submit][data-fo-partials]');
  const folioId = button?.dataset.foFolio;
  if (!button || !folioId) return;
  const buttonId = button.dataset.foSubmit!;
  const days = Number(button.dataset.foResume ?? 0);
  const partials = button.dataset.foPartials !== undefined;
  const ids = (button.dataset.foWidgets ?? '').split(' ').filter(Boolean);
  const fieldOf = (id: string) => doc.querySelector<HTMLElement>(`${FIELD}[data-fo-widget="${CSS.escape(id)}"]`);
  let step: string | undefined;

  const answers = () => {
    const data: Record<string, unknown> = {};
    for (const id of ids) {
      const field = fieldOf(id);
      if (field && field.dataset.foKind !== 'upload-widget' && (logic?.shown(id) ?? true)) data[id] = answerOf(field);
    }
    return data;
  };
  const save = async (email?: string) => {
    const token = tokens.get(folioId);
    const { status, json } = await postJson(win, `/public/api/folios/${encodeURIComponent(folioId)}/drafts`, {
      buttonId,
      data: answers(),
      ...(step ? { step } : {}),
      ...(email ? { email } : {}),
      ...(token ? { token } : {}),
    });
    if (status === 200 && typeof json?.token === 'string') tokens.set(folioId, json.token);
    return { status, json };
  };
  const linkOf = (token: string) => {
    const url = new URL(win.location.href);
    url.searchParams.set(RESUME_PARAM, token);
    return url.href;
  };

  doc.addEventListener('fo:step', (event) => {
    step = (event as CustomEvent<{ step: string }>).detail.step;
    if (partials) void save().catch(() => {});
  }, { signal });
  doc.addEventListener('fo:submitted', () => tokens.delete(folioId), { signal });

  if (days > 0) offerLater(doc, button, days, save, linkOf, signal);
  const asked = new URL(win.location.href).searchParams.get(RESUME_PARAM);
  if (asked) void reopen(doc, win, asked, folioId, fieldOf);
}

/** Fills the form back in from a draft's answers and goes to its step. */
async function reopen(doc: Document, win: Window, token: string, folioId: string, fieldOf: (id: string) => HTMLElement | null): Promise<void> {
  const res = await win.fetch(`/public/api/drafts/${encodeURIComponent(token)}`, { credentials: 'same-origin' }).catch(() => null);
  const json = (await res?.json().catch(() => null)) as { folioId?: string; data?: Record<string, unknown>; step?: string | null } | null;
  if (!res?.ok || !json || json.folioId !== folioId) return toast(doc, msg(doc, 'resumeNotFound'), 'alert');
  tokens.set(folioId, token);
  for (const [id, value] of Object.entries(json.data ?? {})) {
    const field = fieldOf(id);
    if (field) fillField(field, Array.isArray(value) ? value.join(',') : String(value ?? ''));
  }
  if (json.step) doc.dispatchEvent(new CustomEvent('fo:goto-step', { detail: { step: json.step } }));
  toast(doc, msg(doc, 'answersBack'), 'status');
}

/** The "Continue later" button beside the form and the small panel it opens (optional email, then the link). */
function offerLater(
  doc: Document,
  button: HTMLButtonElement,
  days: number,
  save: (email?: string) => Promise<{ status: number; json: Record<string, unknown> | null }>,
  linkOf: (token: string) => string,
  signal: AbortSignal,
): void {
  const id = `fo-resume-${button.dataset.foSubmit}`;
  const email = el<HTMLInputElement>(doc, 'input', { type: 'email', id: `${id}-email`, autocomplete: 'email', className: 'fo-resume__email' });
  const keep = el<HTMLButtonElement>(doc, 'button', { type: 'button', className: 'fo-button' }, msg(doc, 'keepAnswers'));
  const done = el(doc, 'div', { className: 'fo-resume__done', hidden: true });
  done.setAttribute('role', 'status');
  const panel = el(
    doc,
    'div',
    { className: 'fo-resume', id, hidden: true },
    el(doc, 'p', { className: 'fo-resume__intro' }, days === 1 ? msg(doc, 'keptForOne') : msg(doc, 'keptForMany', { days })),
    el(doc, 'label', { htmlFor: email.id }, msg(doc, 'emailLink')),
    email,
    keep,
    done,
  );
  const later = () => {
    const b = el<HTMLButtonElement>(doc, 'button', { type: 'button', className: 'fo-button fo-button--secondary fo-resume__open' }, msg(doc, 'continueLater'));
    b.setAttribute('aria-controls', id);
    b.setAttribute('aria-expanded', 'false');
    return b;
  };
  const openers: HTMLButtonElement[] = [];
  const navs = [...doc.querySelectorAll<HTMLElement>('.fo-step-nav')];
  for (const nav of navs) nav.append(...[later()].map((b) => (openers.push(b), b)));
  const after = button.closest<HTMLElement>('.fo-block') ?? button;
  if (!navs.length) after.after(openers[openers.push(later()) - 1]!);
  (navs.length ? doc.querySelector<HTMLElement>('.fo-step-progress') ?? after : openers[0]!).after(panel);

  doc.addEventListener(
    'click',
    async (event) => {
      const target = event.target as Element;
      const opener = target.closest?.('.fo-resume__open');
      if (opener) {
        // Above the step's buttons it was opened from.
        opener.closest('.fo-step-nav')?.before(panel);
        panel.hidden = !panel.hidden;
        for (const o of openers) o.setAttribute('aria-expanded', String(!panel.hidden));
        if (!panel.hidden) email.focus();
        return;
      }
      if (target !== keep) return;
      keep.setAttribute('aria-busy', 'true');
      const address = email.value.trim();
      const { status, json } = await save(address || undefined).catch(() => ({ status: 0, json: null }));
      keep.removeAttribute('aria-busy');
      if (status !== 200 || typeof json?.token !== 'string') {
        toast(doc, typeof json?.message === 'string' ? json.message : msg(doc, 'keepFailed'), 'alert');
        return;
      }
      const link = el<HTMLInputElement>(doc, 'input', { type: 'url', readOnly: true, value: linkOf(json.token), className: 'fo-resume__link' });
      link.setAttribute('aria-label', msg(doc, 'resumeLink'));
      const copy = el(doc, 'button', { type: 'button', className: 'fo-button fo-button--secondary' }, msg(doc, 'copyLink'));
      copy.addEventListener('click', () => void navigator.clipboard?.writeText(link.value).then(() => (copy.textContent = msg(doc, 'copied'))));
      done.replaceChildren(el(doc, 'p', {}, msg(doc, 'resumeSaved')), link, copy, ...(json.mailedTo ? [el(doc, 'p', {}, msg(doc, 'resumeMailed', { to: String(json.mailedTo) }))] : []));
      done.hidden = false;
      link.focus();
      link.select();
    },
    { signal },
  );
}
