/**
 * The upload widget on published pages: each chosen file gets a visitor upload token for this form and widget
 * (POST /public/api/submissions/uploadToken) and goes up through tus on the page's own origin, listed with its
 * progress. Files still uploading are the widget's pendingUploads (a submit waits for them, spec §5).
 */
import { FIELD, flag, uploadStateOf } from './fields.ts';
import { postJson } from './session.ts';
import { tusUpload } from './tus.ts';
import { msg } from './messages/text.ts';

const ACCEPTS: Record<string, (type: string) => boolean> = {
  image: (type) => type.startsWith('image/') && type !== 'image/svg+xml',
  pdf: (type) => type === 'application/pdf',
};

export function initUploads(doc: Document, win: Window, signal: AbortSignal): void {
  doc.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement;
      if (input.type !== 'file') return;
      const field = input.closest<HTMLElement>(FIELD);
      if (field?.dataset.foKind !== 'upload-widget' || !input.files?.length) return;
      const files = [...input.files];
      input.value = '';
      if (field.dataset.foFormat !== 'multiple') {
        clearUploads(field);
        files.length = 1;
      }
      flag(field, false);
      for (const file of files) void upload(doc, win, field, file);
    },
    { signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      const remove = (event.target as Element).closest?.<HTMLButtonElement>('[data-fo-remove-file]');
      const field = remove?.closest<HTMLElement>(FIELD);
      if (!remove || !field) return;
      const state = uploadStateOf(field.dataset.foWidget!);
      state.files = state.files.filter((f) => f.uuid !== remove.dataset.foRemoveFile);
      remove.closest('li')?.remove();
      field.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
    },
    { signal },
  );
}

/** Forgets a widget's files (after a successful submit, or a new choice on a one-file widget). */
export function clearUploads(field: HTMLElement): void {
  const state = uploadStateOf(field.dataset.foWidget!);
  state.files = [];
  field.querySelectorAll('[data-fo-files] > li:not([data-state="uploading"])').forEach((li) => li.remove());
}

/** The folio the widget's answers go to: the one of a submit button that lists it (else any submit button). */
function folioOf(doc: Document, widgetId: string): string | undefined {
  const buttons = [...doc.querySelectorAll<HTMLElement>('[data-fo-submit][data-fo-folio]')];
  const listing = buttons.find((b) => (b.dataset.foWidgets ?? '').split(' ').includes(widgetId)) ?? buttons[0];
  return listing?.dataset.foFolio;
}

/** The widget's status line (role=status): files still uploading, else the last refusal, so it is heard too. */
function statusLine(field: HTMLElement, pending: number, refusal = ''): void {
  const line = field.querySelector('[data-fo-upload-status]');
  if (line) line.textContent = pending ? (pending === 1 ? msg(field.ownerDocument, 'uploadingOne') : msg(field.ownerDocument, 'uploadingMany', { count: pending })) : refusal;
}

async function upload(doc: Document, win: Window, field: HTMLElement, file: File): Promise<void> {
  const widgetId = field.dataset.foWidget!;
  const state = uploadStateOf(widgetId);
  const item = doc.createElement('li');
  item.className = 'fo-upload__file';
  item.dataset.state = 'uploading';
  const name = doc.createElement('span');
  name.textContent = file.name;
  const bar = doc.createElement('progress');
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute('aria-label', msg(doc, 'uploadingFile', { name: file.name }));
  item.append(name, bar);
  field.querySelector('[data-fo-files]')?.append(item);
  let refusal = '';
  const fail = (message: string) => {
    item.dataset.state = 'error';
    bar.remove();
    name.textContent = refusal = `${file.name}: ${message}`;
  };

  const types = (field.dataset.foFileTypes ?? '').split(' ').filter(Boolean);
  if (types.length && !types.some((t) => ACCEPTS[t]?.(file.type))) {
    fail(msg(doc, 'notAccepted', { kinds: types.map((t) => msg(doc, t === 'pdf' ? 'aPdf' : 'anImage')).join(msg(doc, 'or')) }));
    return statusLine(field, state.pendingUploads, refusal);
  }
  state.pendingUploads++;
  statusLine(field, state.pendingUploads);
  try {
    const { status, json } = await postJson(win, '/public/api/submissions/uploadToken', {
      folioId: folioOf(doc, widgetId),
      widgetId,
      fileName: file.name,
      fileSize: file.size,
      contentType: file.type || 'application/octet-stream',
    });
    if (status !== 200 && status !== 201) throw new Error(typeof json?.message === 'string' ? json.message : msg(doc, 'uploadFailed'));
    const { token, uuid, url } = json as { token: string; uuid: string; url: string };
    await tusUpload({
      endpoint: url,
      token,
      file,
      onProgress: (sent, total) => (bar.value = total ? Math.round((sent / total) * 100) : 100),
    });
    state.files.push({ uuid, name: file.name, url: `/blob/${uuid}` });
    item.dataset.state = 'done';
    bar.remove();
    const remove = doc.createElement('button');
    remove.type = 'button';
    remove.className = 'fo-upload__remove';
    remove.dataset.foRemoveFile = uuid;
    remove.textContent = msg(doc, 'remove');
    remove.setAttribute('aria-label', msg(doc, 'removeFile', { name: file.name }));
    item.append(' ', remove);
  } catch (err) {
    fail(err instanceof Error ? err.message : msg(doc, 'uploadFailed'));
  } finally {
    state.pendingUploads--;
    statusLine(field, state.pendingUploads, refusal);
  }
}
