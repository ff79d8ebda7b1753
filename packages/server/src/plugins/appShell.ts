import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** The built web app's index.html, or null when there is no build (API-only tests). */
export function appShellFile(config: Config): string | null {
  const index = path.join(config.webDistDir, 'index.html');
  return fs.existsSync(index) ? index : null;
}

/**
 * Screens that are chunks of their own, by address, named as in Vite's manifest. Opened directly, their scripts and
 * stylesheet are preloaded by the page itself, so they download beside the app's entry instead of after it.
 */
const SCREEN_CHUNKS: [RegExp, string][] = [
  [/^\/folios\/[^/]+\/edit$/, 'src/editor/EditorPage.tsx'],
  // The dashboard is its own chunk too, so that sign-in does not download it (decision 22).
  [/^\/home$/, 'src/routes/home/HomePage.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let cached: { index: string; mtimeMs: number; html: string; manifest: Manifest | null } | null = null;

function readBuild(index: string): { html: string; manifest: Manifest | null } {
  const { mtimeMs } = fs.statSync(index);
  if (cached?.index !== index || cached.mtimeMs !== mtimeMs) {
    const manifestFile = path.join(path.dirname(index), '.vite', 'manifest.json');
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : null;
    cached = { index, mtimeMs, html: fs.readFileSync(index, 'utf8'), manifest };
  }
  return cached;
}

/** Every chunk `key` loads (itself and its static imports, transitively). */
function chunksOf(manifest: Manifest, key: string, into = new Map<string, ManifestChunk>()): Map<string, ManifestChunk> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.set(key, chunk);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/** The `<link>`s that preload a screen's chunks the entry does not already load. */
function preloadLinks(manifest: Manifest, screen: string): string {
  const entry = new Set([...chunksOf(manifest, 'index.html').values()].map((c) => c.file));
  const chunks = [...chunksOf(manifest, screen).values()].filter((c) => !entry.has(c.file));
  return [
    ...chunks.flatMap((c) => c.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
  ].join('');
}

/** The web app's index.html for one of its client-side routes; always revalidated, as each build renames its scripts. */
export function sendAppShell(reply: FastifyReply, index: string, pathname = '/'): FastifyReply {
  const { html, manifest } = readBuild(index);
  const screen = SCREEN_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1];
  const page = screen && manifest ? html.replace('</head>', `${preloadLinks(manifest, screen)}</head>`) : html;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
}
