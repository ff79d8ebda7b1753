/**
 * The ALTCHA widget and its worker for published forms with proof of work (issue 31): bundled from
 * @folio/render/proofWidget in memory at start, like the visitor script, and served on the sites origin under
 * hashed addresses, cached for a year. Kept out of folio.js (and its 15 KB budget): only a page whose form asks for
 * a proof loads them, once the visitor turns to the form (render/src/visitor/proofOfWork.ts).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import type { App } from '../../app.ts';
import { encode, sendEncoded } from './encoded.ts';
import { securityHeaders } from './respond.ts';

export interface ProofWidget {
  widget: string;
  worker: string;
  /** the widget's address, named by its content (the visitor script loads it from there) */
  widgetSrc: string;
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 12);
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function bundle(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [createRequire(import.meta.url).resolve(entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    define,
  });
  return result.outputFiles[0]!.text;
}

let built: Promise<ProofWidget> | null = null;

/** The widget and its worker, bundled once per process. */
export function proofWidget(): Promise<ProofWidget> {
  built ??= (async () => {
    const worker = await bundle('@folio/render/proofWidget/worker');
    const widget = await bundle('@folio/render/proofWidget', { FOLIO_POW_WORKER: JSON.stringify(`/_folio/altcha-worker.js?v=${hash(worker)}`) });
    return { widget, worker, widgetSrc: `/_folio/altcha.js?v=${hash(widget)}` };
  })().catch((err: unknown) => {
    built = null;
    throw err;
  });
  return built;
}

export async function proofWidgetRoutes(app: App): Promise<void> {
  const constraints = { site: true };
  const files = await proofWidget();
  const [widget, worker] = await Promise.all([encode(files.widget, 'once'), encode(files.worker, 'once')]);
  const script = 'text/javascript; charset=utf-8';
  app.get('/_folio/altcha.js', { constraints, schema: { hide: true } }, async (req, reply) =>
    sendEncoded(req, securityHeaders(reply).type(script).header('cache-control', IMMUTABLE), widget),
  );
  app.get('/_folio/altcha-worker.js', { constraints, schema: { hide: true } }, async (req, reply) =>
    sendEncoded(req, securityHeaders(reply).type(script).header('cache-control', IMMUTABLE), worker),
  );
}
