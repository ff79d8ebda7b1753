import fs from 'node:fs';
import path from 'node:path';
import { chooseLanguage } from '@folio/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The built web app's index.html, or null when there is no build (API-only tests). */
export function appShellFile(config: Config): string | null {
  const index = path.join(config.webDistDir, 'index.html');
  return fs.existsSync(index) ? index : null;
}

/** The areas of messages every screen's frame shows (the web app's i18n.ts, SHELL_NAMESPACES). */
const SHELL_AREAS = ['common', 'layout', 'auth'];

/**
 * Screens that are chunks of their own, by address, named as in Vite's manifest, with their areas of messages.
 * Opened directly, their scripts, stylesheet and messages are preloaded by the page itself, so they download beside
 * the app's entry instead of after it.
 */
const SCREEN_CHUNKS: { pattern: RegExp; chunk: string; areas: string[] }[] = [
  { pattern: /^\/folios\/[^/]+\/edit$/, chunk: 'src/editor/EditorPage.tsx', areas: ['editor', 'editorPanel', 'share'] },
  // The dashboard is its own chunk too, so that sign-in does not download it (decision 22).
  { pattern: /^\/home$/, chunk: 'src/routes/home/HomePage.tsx', areas: ['home', 'onboarding'] },
];

/** The cookie the web app keeps a person's language choice in (besides localStorage). */
const LANGUAGE_COOKIE = /(?:^|;\s*)folio_language=([A-Za-z-]{2,20})/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Build {
  html: string;
  manifest: Manifest | null;
  /** The languages the build has messages for, English first. */
  languages: string[];
}

let cached: (Build & { index: string; mtimeMs: number }) | null = null;

function readBuild(index: string): Build {
  const { mtimeMs } = fs.statSync(index);
  if (cached?.index !== index || cached.mtimeMs !== mtimeMs) {
    const manifestFile = path.join(path.dirname(index), '.vite', 'manifest.json');
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : null;
    const languages = Object.keys(manifest ?? {}).flatMap((key) => /^src\/i18n\/locales\/([^/]+)\/common\.json$/.exec(key)?.[1] ?? []);
    languages.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
    cached = { index, mtimeMs, html: fs.readFileSync(index, 'utf8'), manifest, languages };
  }
  return cached;
}

/** The language the app will start in: the person's choice kept in a cookie, else the browser's, else English. */
function appLanguage(req: FastifyRequest, languages: string[]): string {
  const cookie = req.headers.cookie;
  const chosen = typeof cookie === 'string' ? LANGUAGE_COOKIE.exec(cookie.slice(0, 4000))?.[1] : undefined;
  const header = req.headers['accept-language'];
  return chooseLanguage(languages, chosen, typeof header === 'string' ? header.slice(0, 500) : null);
}

/** The message files a screen shows first in `language` (in another language than English, the server's messages in it and in English too). */
function messageChunks(manifest: Manifest, language: string, areas: string[]): ManifestChunk[] {
  const files = [...SHELL_AREAS, ...areas].map((area) => `src/i18n/locales/${language}/${area}.json`);
  if (language !== 'en') files.push(`src/i18n/locales/${language}/errors.json`, 'src/i18n/locales/en/errors.json');
  return files.flatMap((key) => manifest[key] ?? []);
}

/** Every chunk `key` loads (itself and its static imports, transitively). */
function chunksOf(manifest: Manifest, key: string, into = new Map<string, ManifestChunk>()): Map<string, ManifestChunk> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.set(key, chunk);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/**
 * The `<link>`s that preload what the first screen needs and the entry does not already load: the messages first
 * (they are small and the screen waits for them), then the screen's own code.
 */
function preloadLinks(build: Build & { manifest: Manifest }, language: string, pathname: string): string {
  const { manifest } = build;
  const screen = SCREEN_CHUNKS.find(({ pattern }) => pattern.test(pathname));
  const entry = new Set([...chunksOf(manifest, 'index.html').values()].map((c) => c.file));
  const code = screen ? [...chunksOf(manifest, screen.chunk).values()] : [];
  const chunks = [...messageChunks(manifest, language, screen?.areas ?? []), ...code].filter((c) => !entry.has(c.file));
  const files = [...new Set(chunks.map((c) => c.file))];
  return [
    ...[...new Set(chunks.flatMap((c) => c.css ?? []))].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The web app's index.html for one of its client-side routes, with what its first screen needs preloaded; always
 * revalidated, as each build renames its scripts, and varying with the language the app will start in.
 */
export function sendAppShell(reply: FastifyReply, index: string, pathname = '/'): FastifyReply {
  const build = readBuild(index);
  const { html, manifest } = build;
  const page = manifest ? html.replace('</head>', `${preloadLinks({ ...build, manifest }, appLanguage(reply.request, build.languages), pathname)}</head>`) : html;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').send(page);
}
