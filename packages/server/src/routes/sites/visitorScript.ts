import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { proofWidget } from './proofWidget.ts';

export interface VisitorScript {
  /** one minified IIFE */
  code: string;
  /** first 12 hex digits of its SHA-256, for the cache-busting ?v= */
  hash: string;
}

let built: Promise<VisitorScript> | null = null;

/**
 * The visitor script of published pages (@folio/render/visitor), bundled in memory the first time it is asked
 * for, so `npm start` needs no build step and nothing built is committed.
 */
export function visitorScript(): Promise<VisitorScript> {
  built ??= bundle().catch((err: unknown) => {
    built = null;
    throw err;
  });
  return built;
}

async function bundle(): Promise<VisitorScript> {
  const entry = createRequire(import.meta.url).resolve('@folio/render/visitor');
  // The proof-of-work widget's hashed address, for forms that load it (visitor/proofOfWork.ts).
  const { widgetSrc } = await proofWidget();
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    define: { FOLIO_POW_SRC: JSON.stringify(widgetSrc) },
  });
  const code = result.outputFiles[0]!.text;
  return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 12) };
}
