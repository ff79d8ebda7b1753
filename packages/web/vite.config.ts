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
    rolldownOptions: {
      onwarn(warning, warn) {
        // Mantine marks its modules "use client" for server components; meaningless in this client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/public/api': server,
      '/healthz': server,
    },
  },
});
