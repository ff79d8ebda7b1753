/**
 * A published form widget as the visitor script sees it: its answer read from the DOM (in the model's shapes, so
 * the model's own rules judge it), its error flag and its reset. The widget's markup carries its rules as data
 * hooks (render/widgets/Field.tsx fieldHooks).
 */
import type { FolioNode, UploadedFile } from '@folio/model';
import { isWebUrl } from '../answers.ts';

export const FIELD = '[data-fo-widget]';

/** What the upload module keeps per upload widget (visitor/upload.ts fills it). */
export interface UploadState {
  files: UploadedFile[];
  pendingUploads: number;
}
export const uploads = new Map<string, UploadState>();
export const uploadStateOf = (id: string): UploadState => {
  let state = uploads.get(id);
  if (!state) uploads.set(id, (state = { files: [], pendingUploads: 0 }));
  return state;
};

const controls = (field: Element) => [...field.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')];
const firstControl = (field: Element) => controls(field)[0];

/** Whether the visitor chose a date or time (data-fo-set is written on their first change; a reset clears it). */
const isSet = (field: HTMLElement) => field.dataset.foSet !== undefined;

/** The widget as a model node with the answer in its state, for isWidgetInvalid/checkSubmission. */
export function widgetNode(field: HTMLElement): FolioNode {
  const id = field.dataset.foWidget!;
  const kind = field.dataset.foKind!;
  const control = firstControl(field);
  const value = control?.value ?? '';
  let state: object;
  switch (kind) {
    case 'numeric-widget':
      state = { value: numberOf(value) };
      break;
    case 'multiple-choice-widget':
      state = { selected: selectedKeys(field) };
      break;
    case 'date-widget':
      state = { value: value || null, isSet: isSet(field) && value !== '' };
      break;
    case 'time-widget':
      state = { value: value || '00:00', isSet: isSet(field) && value !== '' };
      break;
    case 'upload-widget':
      state = uploadStateOf(id);
      break;
    case 'hyperlink-widget':
      state = { value, urlError: value.trim() !== '' && !isWebUrl(value) };
      break;
    default:
      state = { value };
  }
  // Only what the model's rules read (kind, required, the text's validation type, the state) is built here, so
  // the object is cast: a full node would carry labels and settings the page does not need to state again.
  return {
    id,
    kind,
    required: field.dataset.foRequired !== undefined,
    meta: { dataValidationType: field.dataset.foValidation ?? 'text' },
    state,
  } as unknown as FolioNode;
}

const numberOf = (raw: string): number => {
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) ? n : 0;
};

function selectedKeys(field: Element): string[] {
  const select = field.querySelector('select');
  if (select) return Array.from(select.selectedOptions, (option) => option.value).filter(Boolean);
  return [...field.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value);
}

/** The answer as the submission's `data` holds it (model submissionData's shapes; uploads as {uuid, name}). */
export function answerOf(field: HTMLElement): unknown {
  const node = widgetNode(field);
  const state = (node as { state: Record<string, unknown> }).state;
  switch (node.kind) {
    case 'multiple-choice-widget':
      return state.selected;
    case 'date-widget':
    case 'time-widget':
      return state.isSet ? state.value : null;
    case 'upload-widget':
      return (state.files as UploadedFile[]).map(({ uuid, name }) => ({ uuid, name }));
    default:
      return state.value;
  }
}

/** Shows or clears a widget's error: the field class, aria-invalid on its controls, the error line (with `text`). */
export function flag(field: HTMLElement, invalid: boolean, text?: string): void {
  field.classList.toggle('fo-field--error', invalid);
  const error = field.querySelector<HTMLElement>('[data-fo-error]');
  if (error) {
    if (text !== undefined) {
      error.dataset.foDefault ??= error.textContent ?? '';
      error.textContent = text;
    } else if (error.dataset.foDefault !== undefined) error.textContent = error.dataset.foDefault;
    error.hidden = !invalid;
  }
  for (const control of controls(field)) {
    if (control.type === 'hidden') continue;
    if (invalid) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== error?.id);
    if (invalid && error?.id) ids.push(error.id);
    if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
    else control.removeAttribute('aria-describedby');
  }
}

export const focusField = (field: HTMLElement): void => firstControl(field)?.focus();

const today = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * After a successful submit (spec §4 Submit button): text and hyperlink empty, numeric 0, choices unselected, date
 * today, time 12:00 AM, upload no files; error flags and answer-check feedback cleared.
 */
export function resetField(field: HTMLElement, clearFiles: (field: HTMLElement) => void): void {
  const kind = field.dataset.foKind;
  delete field.dataset.foSet;
  for (const control of controls(field)) {
    if (control instanceof HTMLSelectElement) {
      for (const option of control.options) option.selected = false;
      if (!control.multiple) control.selectedIndex = control.options[0]?.value === '' ? 0 : -1;
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) control.checked = false;
    else if (control.type === 'file') control.value = '';
    else if (kind === 'numeric-widget') control.value = '0';
    else if (kind === 'date-widget') control.value = today();
    else if (kind === 'time-widget') control.value = '00:00';
    else control.value = '';
  }
  const output = field.querySelector('output');
  if (output) output.textContent = '0';
  if (kind === 'upload-widget') clearFiles(field);
  // An answer checked before belongs to the answer just sent.
  field.querySelectorAll<HTMLElement>('[data-fo-result]').forEach((el) => (el.hidden = true));
  flag(field, false);
}
