/**
 * The submission toasts, written into the live regions the page carries from the start (render's FormChrome):
 * role=status for news (a success, or 'wait' while files upload), role=alert for errors. A toast stays a few
 * seconds; the next one replaces it.
 */
const SHOWN_MS = 8000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(doc: Document, text: string, kind: 'status' | 'alert', tone?: 'wait'): void {
  const regions = [...doc.querySelectorAll<HTMLElement>('[data-fo-toast]')];
  for (const region of regions) region.textContent = '';
  const region = regions.find((r) => r.dataset.foToast === kind);
  if (!region) return;
  region.textContent = text;
  region.classList.toggle('fo-toast--wait', tone === 'wait');
  clearTimeout(timer);
  timer = setTimeout(() => {
    region.textContent = '';
  }, SHOWN_MS);
}
