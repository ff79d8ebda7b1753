/**
 * Issue 31 on the published page: the form's window on the visitor's clock (the closed note shown and hidden at the
 * opening and closing instants, or when the server says the form is full), values from the page's address (hidden
 * fields sent with the answers; visible fields prefilled when the button allows it), and the thank-you message's
 * quotes filled with the answers just sent, as text.
 */
import { uploadStateOf } from './fields.ts';

/** setTimeout's longest wait; a later instant is judged when the page is next opened. */
const LONGEST_WAIT = 2 ** 31 - 1;
const VALUE_MAX = 500;

/** The page's address parameters. */
const query = (win: Window) => new URLSearchParams(win.location.search);

/** Shows each closed note while its form takes no answers, and changes it at the next instant. */
export function initFormWindow(doc: Document, win: Window, signal: AbortSignal): void {
  for (const note of doc.querySelectorAll<HTMLElement>('[data-fo-closed]')) {
    const opens = Number(note.dataset.foOpens ?? NaN);
    const closes = Number(note.dataset.foCloses ?? NaN);
    if (Number.isNaN(opens) && Number.isNaN(closes)) continue;
    const judge = () => {
      const now = Date.now();
      const after = now >= closes;
      if (after && note.dataset.foLater) note.firstElementChild!.textContent = note.dataset.foLater;
      note.hidden = !(now < opens || after);
      const next = [opens, closes].filter((t) => t > now).sort((a, b) => a - b)[0];
      if (next !== undefined && next - now < LONGEST_WAIT) {
        const timer = win.setTimeout(judge, next - now + 50);
        signal.addEventListener('abort', () => win.clearTimeout(timer));
      }
    };
    judge();
  }
}

/** The server refused because the form takes no answers (403, closed): its message in place of the form. */
export function showClosed(doc: Document, buttonId: string, message: string): void {
  const note = doc.querySelector<HTMLElement>(`[data-fo-closed="${CSS.escape(buttonId)}"]`);
  if (!note) return;
  if (message) note.firstElementChild!.textContent = message;
  note.hidden = false;
  note.focus?.();
}

/**
 * A form with a limit asks, as the page opens, whether it still takes answers: a full one shows its closed message
 * at once rather than when the visitor sends.
 */
export function askIfFull(doc: Document, win: Window): void {
  for (const button of doc.querySelectorAll<HTMLElement>('button[data-fo-submit][data-fo-limited]')) {
    const folioId = button.dataset.foFolio;
    if (!folioId) continue;
    void win
      .fetch(`/public/api/folios/${encodeURIComponent(folioId)}/formState`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<{ accepting?: boolean; message?: string | null }>) : null))
      .then((state) => {
        if (state && state.accepting === false) showClosed(doc, button.dataset.foSubmit!, state.message ?? '');
      })
      .catch(() => {});
  }
}

/** The button's hidden fields' values from the address, as the submission's `hidden` (absent when none). */
export function hiddenOf(win: Window, button: HTMLElement): { hidden?: Record<string, string> } {
  const names = (button.dataset.foHidden ?? '').split(' ').filter(Boolean);
  const hidden: Record<string, string> = {};
  for (const name of names) {
    const value = query(win).get(name);
    if (value) hidden[name] = value.slice(0, VALUE_MAX);
  }
  return names.length ? { hidden } : {};
}

/** Fills the fields of buttons that allow it from the address, by the widget's name or id (case aside). */
export function prefill(doc: Document, win: Window, fieldsOf: (ids: string[]) => HTMLElement[]): void {
  const given = new Map<string, string>();
  for (const [key, value] of query(win)) given.set(key.toLowerCase(), value.slice(0, VALUE_MAX));
  if (!given.size) return;
  for (const button of doc.querySelectorAll<HTMLElement>('[data-fo-submit][data-fo-prefill]')) {
    for (const field of fieldsOf((button.dataset.foWidgets ?? '').split(' ').filter(Boolean))) {
      const value = given.get((field.dataset.foName ?? '').toLowerCase()) ?? given.get(field.dataset.foWidget!.toLowerCase());
      if (value !== undefined) fillField(field, value);
    }
  }
}

/** Puts a value into a field as typed or chosen (several options comma-separated); also used to reopen a draft. */
export function fillField(field: HTMLElement, value: string): void {
  const kind = field.dataset.foKind;
  const wanted = value.split(',').map((v) => v.trim().toLowerCase());
  for (const control of field.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (control instanceof HTMLSelectElement) {
      for (const option of control.options) if (option.value && (wanted.includes(option.value.toLowerCase()) || wanted.includes(option.text.trim().toLowerCase()))) option.selected = true;
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      const input = control as HTMLInputElement;
      input.checked = wanted.includes(input.value.toLowerCase()) || wanted.includes(input.labels?.[0]?.textContent?.trim().toLowerCase() ?? '\0');
    } else if (control.type !== 'file' && control.type !== 'hidden' && kind !== 'upload-widget') {
      // The browser keeps only what the control takes (a number, a date); the input event marks a date or time chosen.
      control.value = value;
    }
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** An answer as the thank-you message quotes it: the chosen options' text, file names, or what was typed. */
function quoteOf(field: HTMLElement): string {
  const select = field.querySelector('select');
  if (select) return Array.from(select.selectedOptions, (o) => (o.value ? o.text.trim() : '')).filter(Boolean).join(', ');
  const checked = [...field.querySelectorAll<HTMLInputElement>('input:checked')];
  if (checked.length || field.dataset.foKind === 'multiple-choice-widget') return checked.map((i) => i.labels?.[0]?.textContent?.trim() || i.value).join(', ');
  if (field.dataset.foKind === 'upload-widget') return uploadStateOf(field.dataset.foWidget!).files.map((f) => f.name).join(', ');
  return field.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')?.value.trim() ?? '';
}

/** Keeps each message's text as written, so a second answer is quoted afresh. */
const written = new WeakMap<Text, string>();

/**
 * Fills the `{{…}}` quotes of the button's thank-you message with the answers in `fields` (read before they are
 * reset), through text nodes only: an answer is never read as HTML.
 */
export function fillQuotes(doc: Document, buttonId: string, fields: HTMLElement[]): void {
  const message = doc.querySelector<HTMLElement>(`[data-fo-thanks="${CSS.escape(buttonId)}"] [data-fo-quotes]`);
  if (!message) return;
  const targets = JSON.parse(message.dataset.foQuotes!) as Record<string, string>;
  const answers = new Map(fields.map((f) => [f.dataset.foWidget!, quoteOf(f)]));
  const walker = doc.createTreeWalker(message, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const source = written.get(node) ?? node.data;
    if (!source.includes('{{')) continue;
    written.set(node, source);
    node.data = source.replace(/\{\{\s*([^{}\n]{1,100}?)\s*\}\}/g, (_, key: string) => answers.get(targets[key.trim()] ?? '') ?? '');
  }
}
