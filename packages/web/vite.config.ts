import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const root = new URL('.', import.meta.url).pathname;
const server = 'http://localhost:3000';

/**
 * Writes a Brotli and a gzip copy beside every built script, stylesheet and SVG, which the server sends to browsers
 * that accept them (@fastify/static preCompressed): compressed once at build, never per request.
 */
function precompress(): Plugin {
  return {
    name: 'folio-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const full = path.join(options.dir ?? '', file);
        const bytes = fs.readFileSync(full);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  root,
  // Development JSX (jsxDEV with source locations) only for the dev server; builds get the lean production form.
  oxc: { jsx: { runtime: 'automatic', development: command === 'serve' } },
  plugins: [precompress()],
  build: {
    outDir: `${root}dist`,
    // The server reads it to preload the editor's chunks with the page when the editor is opened directly.
    manifest: true,
    // A build for npm start or the tests keeps the previous build's files (FOLIO_KEEP_OLD_ASSETS, scripts/webBuild.ts):
    // a server started before it may still hand out their names.
    emptyOutDir: !process.env.FOLIO_KEEP_OLD_ASSETS,
    // The app origin's CSP allows only same-origin scripts, so nothing may be inlined as a data: URL script.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Chunks may export more than their entry module does, which inlining small shared chunks (below) needs.
      preserveEntrySignatures: false,
      onwarn(warning, warn) {
        // Mantine marks its modules "use client" for server components; meaningless in this client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // React and the router change less often than the app and every screen needs them: their own long-cached chunk.
        // What the app's entry reaches (its frame, sign-in, the pieces of Mantine they use) is one chunk: left to
        // itself, the bundler split every module the entry shares with a screen into a chunk of its own. Mantine and
        // the icons the entry does not use are split with the screens that use them, so signing in does not download
        // the editor's.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/, priority: 20 },
            { name: 'shell', tags: ['$initial'], priority: 10 },
          ],
          // A shared chunk smaller than this (source bytes) is copied into each chunk that uses it instead of being
          // fetched on its own: Mantine's components and the icons each made a chunk of a few hundred bytes, and the
          // dashboard fetched 66 scripts, six at a time over HTTP/1.1 (now 10); later screens repeat some code
          // (decision 72). Rolldown's runtime keeps one instance of each
          // copied module (one React context, one store). Chunks holding stylesheets stay files: Vite's CSS plugin
          // would emit their CSS once per copy.
          experimentalInlineCommonChunks: { maxSize: 20_000, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
        },
      },
    },
  },
  server: {
    // Sent with the server's own Host: it answers the API only on its app origin's host (APP_ORIGIN).
    proxy: {
      '/api': { target: server, changeOrigin: true, ws: true },
      '/public/api': { target: server, changeOrigin: true },
      '/healthz': { target: server, changeOrigin: true },
    },
  },
}));
