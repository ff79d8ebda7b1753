import { defineConfig } from 'vite';

const root = new URL('.', import.meta.url).pathname;
const server = 'http://localhost:3000';

export default defineConfig({
  root,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    // The app origin's CSP allows only same-origin scripts, so nothing may be inlined as a data: URL script.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/api': server,
      '/public/api': server,
      '/healthz': server,
    },
  },
});
