/**
 * Cookieless analytics of a published page (issue 14): one page session per view and the interesting interactions
 * (form start and submit, accordion and slider opened, gallery moved, outbound link, time on page), sent to the
 * page's own origin — no third party, no cookie. The site session id lives in sessionStorage (this tab only), so
 * nothing identifies a person across days. Nothing at all is sent under Do-Not-Track or Global Privacy Control.
 */
import { FIELD } from './fields.ts';

const SITE_KEY = 'folio.siteSession';

interface Nav {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

export function optedOut(win: Window): boolean {
  const nav = win.navigator as Nav;
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

async function post(win: Window, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const res = await win.fetch(path, { method: 'POST', credentials: 'omit', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function siteSession(win: Window, fresh = false): Promise<string | null> {
  let id: string | null = null;
  try {
    if (!fresh) id = win.sessionStorage.getItem(SITE_KEY);
  } catch {
    // no storage: a session for this page only
  }
  if (id) return id;
  const { status, json } = await post(win, '/public/api/siteSessions', { accountId: null });
  id = status === 201 && typeof json?.id === 'string' ? json.id : null;
  try {
    if (id) win.sessionStorage.setItem(SITE_KEY, id);
  } catch {
    // as above
  }
  return id;
}

export function initAnalytics(doc: Document, win: Window, signal: AbortSignal): void {
  const track = doc.body?.dataset.foTrack;
  if (!track || optedOut(win)) return;
  const [entityType, entityId] = track.split(':') as ['folio' | 'website', string];
  const opened = Date.now();
  let pageSessionId: string | null = null;
  const waiting: Array<Record<string, unknown>> = [];

  const send = (info: Record<string, unknown>) => {
    if (!pageSessionId) return void waiting.push(info);
    const body = JSON.stringify({ pageSessionId, trackingInfo: { entityType, entityId, ...info } });
    const nav = win.navigator as Nav;
    if (!nav.sendBeacon?.('/public/api/uiEvents', new Blob([body], { type: 'application/json' }))) void post(win, '/public/api/uiEvents', JSON.parse(body)).catch(() => {});
  };

  void (async () => {
    for (const fresh of [false, true]) {
      const siteSessionId = await siteSession(win, fresh);
      if (!siteSessionId) return;
      const page = { siteSessionId, pageUrl: win.location.pathname, pageUrlParams: win.location.search.slice(1), entityType, entityId, referrer: doc.referrer };
      const { status, json } = await post(win, '/public/api/pageSessions', page);
      // A site session the server no longer knows: start a new one, once.
      if (status === 400 && !fresh) continue;
      if (status !== 202 || typeof json?.id !== 'string') return;
      pageSessionId = json.id;
      waiting.splice(0).forEach(send);
      return;
    }
  })().catch(() => {});

  let formStarted = false;
  doc.addEventListener(
    'input',
    (e) => {
      if (formStarted || !(e.target as Element).closest?.(FIELD)) return;
      formStarted = true;
      send({ elementType: 'form', eventType: 'start' });
    },
    { signal },
  );
  doc.addEventListener('fo:submitted', (e) => send({ elementType: 'form', elementId: String((e as CustomEvent<{ label?: string }>).detail?.label ?? ''), eventType: 'submit' }), { signal });
  doc.addEventListener(
    'toggle',
    (e) => {
      const details = e.target as HTMLDetailsElement;
      if (details.tagName !== 'DETAILS' || !details.open) return;
      const label = details.querySelector('summary')?.textContent?.trim().slice(0, 60) ?? '';
      send({ elementType: details.hasAttribute('data-fo-slider') ? 'slider' : 'accordion', elementId: label, eventType: 'open' });
    },
    { signal, capture: true },
  );
  doc.addEventListener(
    'click',
    (e) => {
      const target = e.target as Element;
      if (target.closest?.('[data-fo-gallery-prev],[data-fo-gallery-next]')) send({ elementType: 'gallery', eventType: 'move' });
      const link = target.closest?.<HTMLAnchorElement>('a[href]');
      if (!link) return;
      try {
        const url = new URL(link.href, win.location.href);
        if (/^https?:$/.test(url.protocol) && url.host !== win.location.host) send({ elementType: 'link', elementId: url.host, eventType: 'outbound' });
      } catch {
        // not a URL
      }
    },
    { signal, capture: true },
  );
  // Time on page, once: when the tab is hidden (the last moment mobile browsers give) or the page goes.
  let left = false;
  const leave = (force: boolean) => {
    if (left || (!force && doc.visibilityState !== 'hidden')) return;
    left = true;
    send({ elementType: 'page', eventType: 'leave', eventData: { ms: Date.now() - opened } });
  };
  doc.addEventListener('visibilitychange', () => leave(false), { signal });
  win.addEventListener('pagehide', () => leave(true), { signal });
}
