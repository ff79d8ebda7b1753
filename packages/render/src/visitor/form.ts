/**
 * Submitting a published form (spec §4 Submit button, §5, §8): on a submit button's click, read every listed
 * widget's answer from the DOM, judge it with the model's rules, flag what is wrong or post the answers to
 * /public/api/submissions on the page's own origin, then reset the widgets, redirect or have the submission mailed.
 */
import { checkSubmission, FOLIO_TEXTS, type NodeMap, type SubmitStatus } from '@folio/model';
import { answerOf, FIELD, flag, focusField, resetField, widgetNode } from './fields.ts';
import { newIdempotencyKey, withRetries } from './retry.ts';
import { initProofs } from './proofOfWork.ts';
import { postJson } from './session.ts';
import { toast } from './toast.ts';
import { msg } from './messages/text.ts';
import { askIfFull, fillQuotes, hiddenOf, initFormWindow, prefill, showClosed } from './formExtras.ts';
import type { PageLogic } from './logic.ts';
import { draftTokenFor } from './resume.ts';
import { clearUploads } from './upload.ts';

const REDIRECT_DELAY_MS = 1200;

export function initForms(doc: Document, win: Window, signal: AbortSignal, logic: PageLogic | null = null): void {
  const buttons = () => [...doc.querySelectorAll<HTMLButtonElement>('button[data-fo-submit]')];
  if (!buttons().length) return;
  const fieldsOf = (ids: string[]) =>
    ids.map((id) => doc.querySelector<HTMLElement>(`${FIELD}[data-fo-widget="${CSS.escape(id)}"]`)).filter((f): f is HTMLElement => f !== null);
  // The status is set on every submit button at once (spec §4).
  const setStatus = (status: SubmitStatus) => buttons().forEach((b) => (b.dataset.status = status));
  let busy = false;
  // A form that asks for a proof of work loads its widget when the visitor turns to it (proofOfWork.ts).
  const proofs = initProofs(doc, win, signal);

  // A widget the visitor changes loses its error flag; dates and times remember that they were chosen.
  const onChange = (event: Event) => {
    const field = (event.target as Element).closest?.<HTMLElement>(FIELD);
    if (!field) return;
    const target = event.target as HTMLInputElement;
    if (target.type === 'range') {
      const output = field.querySelector('output');
      if (output) output.textContent = target.value;
    }
    if (field.dataset.foKind === 'date-widget' || field.dataset.foKind === 'time-widget') field.dataset.foSet = '';
    if (field.classList.contains('fo-field--error') && field.dataset.foKind !== 'upload-widget') flag(field, false);
  };
  doc.addEventListener('input', onChange, { signal });
  doc.addEventListener('change', onChange, { signal });
  // Issue 31: the form's window on the visitor's clock, and fields filled from the page's address where allowed
  // (after the listeners above, so a prefilled date or time counts as chosen).
  initFormWindow(doc, win, signal);
  askIfFull(doc, win);
  prefill(doc, win, fieldsOf);

  doc.addEventListener(
    'click',
    (event) => {
      const again = (event.target as Element).closest?.<HTMLButtonElement>('button[data-fo-again]');
      if (again) return showForm(doc, again.dataset.foAgain!, fieldsOf);
      const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-fo-submit]');
      if (!button) return;
      event.preventDefault();
      if (!busy) void submit(button);
    },
    { signal },
  );

  async function submit(button: HTMLButtonElement): Promise<void> {
    // What the form's logic hides is neither checked nor sent (issue 31).
    const ids = (button.dataset.foWidgets ?? '').split(' ').filter((id) => id && (logic?.shown(id) ?? true));
    const fields = fieldsOf(ids);
    const nodes: NodeMap = {};
    for (const field of fields) nodes[field.dataset.foWidget!] = widgetNode(field);
    const check = checkSubmission(nodes, ids);
    for (const field of fields) {
      const id = field.dataset.foWidget!;
      // An empty email or phone field is missing, not malformed.
      const value = (nodes[id] as { state: { value?: unknown } }).state.value;
      const missing = field.dataset.foKind === 'text-widget' && String(value ?? '').trim() === '';
      flag(field, check.invalidIds.includes(id), missing ? msg(doc, 'fillIn') : undefined);
    }
    if (!check.ok) {
      setStatus('rejected');
      // Files still uploading are no mistake of the visitor's: that toast is news, not an alert.
      if (check.invalidIds.length) toast(doc, msg(doc, toastKey(check.toast)), 'alert');
      else toast(doc, msg(doc, toastKey(check.toast)), 'status', 'wait');
      const first = fields.find((f) => check.invalidIds.includes(f.dataset.foWidget!));
      if (first) focusField(first);
      return;
    }
    const data: Record<string, unknown> = {};
    for (const field of fields) data[field.dataset.foWidget!] = answerOf(field);
    const honeypot = doc.querySelector<HTMLInputElement>('[data-fo-honeypot]')?.value;
    const folioId = button.dataset.foFolio;
    const websiteId = button.dataset.foWebsite;
    busy = true;
    button.setAttribute('aria-busy', 'true');
    // One key for this submission, sent again with every retry: the server stores it once whatever the network did.
    const key = { 'idempotency-key': newIdempotencyKey(win.crypto) };
    const draftToken = draftTokenFor(folioId);
    // The language the page is read in (issue 32): the server keeps it when it is one of the folio's.
    const language = doc.documentElement.lang;
    const body = { folioId, buttonId: button.dataset.foSubmit, data, ...(websiteId ? { websiteId } : {}), ...(honeypot ? { website: honeypot } : {}), ...hiddenOf(win, button), ...(draftToken ? { draftToken } : {}), ...(language ? { language } : {}) };
    try {
      const { status, json } = await proofs.sending(folioId, (proof) =>
        withRetries(
          () => postJson(win, '/public/api/submissions', { ...body, ...proof }, key),
          (ms) => new Promise((resolve) => win.setTimeout(resolve, ms)),
        ),
      );
      // A form that takes no answers now (not open yet, closed, full): its closed note in place of the form.
      if (status === 403 && json?.closed === true) showClosed(doc, button.dataset.foSubmit ?? '', reasonOf(json));
      if (status !== 201 && status !== 200) return refused(status, json, fields);
      doc.dispatchEvent(new CustomEvent('fo:submitted', { detail: { label: button.textContent?.trim().slice(0, 60) ?? '' } }));
      const redirect = button.dataset.foRedirect;
      const email = button.dataset.foEmail !== undefined;
      toast(
        doc,
        redirect
          ? `${msg(doc, 'submissionReceived')} ${msg(doc, 'submissionRedirecting')}`
          : email
            ? `${msg(doc, 'submissionReceived')} ${msg(doc, 'submissionSendingEmail')}`
            : msg(doc, 'submissionReceived'),
        'status',
      );
      // The thank-you message quotes the answers just sent, read before they are reset.
      fillQuotes(doc, button.dataset.foSubmit ?? '', fields);
      for (const field of fields) resetField(field, clearUploads);
      showThanks(doc, button, fields);
      // Redirecting or mailing keeps the status, so that proceeds (spec §4).
      if (redirect) setTimeout(() => win.location.assign(redirect), REDIRECT_DELAY_MS);
      else if (email) await sendEmail(folioId, json?.id);
      else setStatus('fulfilled');
    } catch {
      setStatus('rejected');
      toast(doc, msg(doc, 'submissionFailed'), 'alert');
    } finally {
      busy = false;
      button.removeAttribute('aria-busy');
    }
  }

  async function sendEmail(folioId: string | undefined, submissionId: unknown): Promise<void> {
    const { status, json } = await postJson(win, `/public/api/folios/${encodeURIComponent(folioId ?? '')}/submissions/submit-send-email`, {
      submissionId,
    });
    if (status >= 300) toast(doc, msg(doc, 'submissionFailed'), 'alert', undefined, reasonOf(json));
  }

  /** The server refused: its message says why (a 400 names the widget: that field is flagged with it). */
  function refused(status: number, json: Record<string, unknown> | null, fields: HTMLElement[]): void {
    setStatus('rejected');
    toast(doc, msg(doc, 'submissionFailed'), 'alert', undefined, reasonOf(json));
    if (status !== 400) return;
    const message = typeof json?.message === 'string' ? json.message : '';
    const named = typeof json?.widgetId === 'string' ? json.widgetId : undefined;
    const field = fields.find((f) => f.dataset.foWidget === named) ?? fields.find((f) => message.includes(f.dataset.foWidget!));
    if (field) {
      flag(field, true, message);
      focusField(field);
    }
  }
}

/** The form's fields and its submit button, as drawn (each field's whole block, so its label and spacing go too). */
const formParts = (button: HTMLElement, fields: HTMLElement[]) => [button, ...fields.map((f) => f.closest<HTMLElement>('.fo-block') ?? f)];

/** After a successful submit: the thank-you message in place of the form, focused, so it is read out. */
function showThanks(doc: Document, button: HTMLButtonElement, fields: HTMLElement[]): void {
  const thanks = doc.querySelector<HTMLElement>(`[data-fo-thanks="${CSS.escape(button.dataset.foSubmit ?? '')}"]`);
  if (!thanks) return;
  for (const part of formParts(button, fields)) part.hidden = true;
  thanks.hidden = false;
  thanks.focus();
}

/** "Send another answer": the form back (its answers already reset), focus on its first field. */
function showForm(doc: Document, buttonId: string, fieldsOf: (ids: string[]) => HTMLElement[]): void {
  const button = doc.querySelector<HTMLButtonElement>(`button[data-fo-submit="${CSS.escape(buttonId)}"]`);
  const thanks = doc.querySelector<HTMLElement>(`[data-fo-thanks="${CSS.escape(buttonId)}"]`);
  if (!button || !thanks) return;
  const fields = fieldsOf((button.dataset.foWidgets ?? '').split(' ').filter(Boolean));
  for (const part of formParts(button, fields)) part.hidden = false;
  thanks.hidden = true;
  button.dataset.status = 'idle';
  const first = fields[0];
  if (first) focusField(first);
  else button.focus();
}

/** The page's text for a toast of the model's checkSubmission (its English FOLIO_TEXTS). */
export const toastKey = (text: string | null | undefined): 'submissionUploadsPending' | 'submissionInvalid' =>
  text === FOLIO_TEXTS.submissionUploadsPending ? 'submissionUploadsPending' : 'submissionInvalid';

/** Why the server refused (limit reached, too many tries), shown below the toast 'An error occurred when submitting.' */
function reasonOf(json: Record<string, unknown> | null): string {
  return typeof json?.message === 'string' ? json.message.trim() : '';
}
