/**
 * The proof of work of a form that asks for one (issue 31): its submit buttons carry data-fo-pow. Nothing is loaded
 * until the visitor turns to a form (focus, pointer or key in a field or on a submit button) or sends it: then the
 * ALTCHA widget (its own file, /_folio/altcha.js) is placed in the form's chrome, invisible, and solves a challenge
 * from /public/api/folios/{id}/challenge in Web Workers while the visitor fills the form; nobody clicks a CAPTCHA.
 * Its payload goes with the answers as `altcha`. A proof is spent once a submission is stored; one the server
 * refused (expired, used) is replaced once, at once.
 */
declare const FOLIO_POW_SRC: string | undefined;
/** The widget's hashed address, set by the server's bundler (routes/sites/proofWidget.ts). */
const WIDGET_SRC = typeof FOLIO_POW_SRC === 'string' ? FOLIO_POW_SRC : '/_folio/altcha.js';
/** A challenge lasts 10 minutes; a proof older than this is solved again before it is sent. */
const FRESH_MS = 9 * 60_000;

interface AltchaWidget extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
}

type Answer = { status: number; json: Record<string, unknown> | null };

export interface Proofs {
  /** Sends through `post` with the folio's proof (when its form asks for one), once more with a fresh one when the server refused the proof. */
  sending<T extends Answer>(folioId: string | undefined, post: (proof: { altcha?: string }) => Promise<T>): Promise<T>;
}

interface Solving {
  payload: Promise<string | undefined>;
  at: number;
}

export function initProofs(doc: Document, win: Window, signal: AbortSignal): Proofs {
  const folios = new Set([...doc.querySelectorAll<HTMLElement>('[data-fo-submit][data-fo-pow]')].map((b) => b.dataset.foFolio ?? ''));
  const solving = new Map<string, Solving>();
  let loaded: Promise<void> | null = null;

  const load = () =>
    (loaded ??= new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = WIDGET_SRC;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded = null;
        reject(new Error('widget'));
      };
      doc.head.append(script);
    }));

  async function solve(folioId: string): Promise<string | undefined> {
    try {
      await load();
      const widget = doc.createElement('altcha-widget') as AltchaWidget;
      widget.setAttribute('challenge', `/public/api/folios/${encodeURIComponent(folioId)}/challenge`);
      widget.setAttribute('auto', 'off');
      widget.setAttribute('display', 'invisible');
      widget.setAttribute('configuration', '{"minDuration":0,"hideLogo":true,"hideFooter":true,"humanInteractionSignature":false}');
      // Out of sight and of the accessibility tree while it works: the visitor has nothing to do with it.
      const holder = doc.createElement('div');
      holder.hidden = true;
      holder.append(widget);
      (doc.querySelector('[data-fo-form]') ?? doc.body).append(holder);
      await win.customElements.whenDefined('altcha-widget');
      const result = await widget.verify().finally(() => holder.remove());
      return result?.payload;
    } catch {
      // Sent without: the server says why, and the next send tries again.
      return undefined;
    }
  }

  const proofFor = (folioId: string) => {
    const current = solving.get(folioId);
    if (current && win.performance.now() - current.at < FRESH_MS) return current.payload;
    const next = { payload: solve(folioId), at: win.performance.now() };
    solving.set(folioId, next);
    void next.payload.then((payload) => payload === undefined && solving.get(folioId) === next && solving.delete(folioId));
    return next.payload;
  };

  if (folios.size) {
    const start = (event: Event) => {
      if (!(event.target as Element).closest?.('.fo-field, [data-fo-submit]')) return;
      for (const folioId of folios) void proofFor(folioId);
      for (const type of ['focusin', 'pointerdown', 'keydown']) doc.removeEventListener(type, start);
    };
    for (const type of ['focusin', 'pointerdown', 'keydown']) doc.addEventListener(type, start, { signal });
  }

  return {
    async sending(folioId, post) {
      if (!folioId || !folios.has(folioId)) return post({});
      let answer = await post({ altcha: await proofFor(folioId) });
      if (answer.status === 400 && answer.json?.field === 'altcha') {
        solving.delete(folioId);
        answer = await post({ altcha: await proofFor(folioId) });
      }
      if (answer.status === 201 || answer.status === 200) solving.delete(folioId);
      return answer;
    },
  };
}
