/**
 * The ALTCHA widget as published pages load it (served by the app as /_folio/altcha.js, only to a page whose form
 * asks for a proof of work, and only once the visitor turns to the form: visitor/proofOfWork.ts). The widget's
 * "external" build: no inline workers or styles, so the sites origin's CSP needs no blob: or inline script; its
 * PBKDF2 worker is our own file on the same origin (worker.ts, /_folio/altcha-worker.js).
 */
import 'altcha/external';

/** The worker's address, set by the server's bundler (routes/sites/proofWidget.ts). */
declare const FOLIO_POW_WORKER: string | undefined;
const workerSrc = typeof FOLIO_POW_WORKER === 'string' ? FOLIO_POW_WORKER : '/_folio/altcha-worker.js';

/** What the widget puts on the page's global object (its `AltchaGlobal`, the part used here). */
const altcha = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha;
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) altcha.algorithms.set(algorithm, () => new Worker(workerSrc));
