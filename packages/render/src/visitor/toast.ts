/**
 * The submission toasts, written into the live regions the page carries from the start (render's FormChrome):
 * role=status for news (a success, or 'wait' while files upload), role=alert for errors. The toast holds the
 * spec's text alone; a reason the server gave goes on its own line below it (`detail`, a polite live region). A
 * toast stays a few seconds; the next one replaces it.
 */
const SHOWN_MS = 8000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(doc: Document, text: string, kind: 'status' | 'alert', tone?: 'wait', detail = ''): void {
  const regions = [...doc.querySelectorAll<HTMLElement>('[data-fo-toast]')];
  const details = doc.querySelector<HTMLElement>('[data-fo-toast-detail]');
  for (const region of regions) region.textContent = '';
  if (details) details.textContent = '';
  const region = regions.find((r) => r.dataset.foToast === kind);
  if (!region) return;
  region.textContent = text;
  region.classList.toggle('fo-toast--wait', tone === 'wait');
  if (details) details.textContent = detail;
  clearTimeout(timer);
  timer = setTimeout(() => {
    region.textContent = '';
    if (details) details.textContent = '';
  }, SHOWN_MS);
}
