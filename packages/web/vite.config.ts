import { defineConfig } from 'vite';

const root = new URL('.', import.meta.url).pathname;
const server = 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  root,
  // Development JSX (jsxDEV with source locations) only for the dev server; builds get the lean production form.
  oxc: { jsx: { runtime: 'automatic', development: command === 'serve' } },
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
      output: {
        // Libraries change less often than the app, so they get their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-number-format|react-remove-scroll|clsx)/ },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/ },
          ],
        },
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
}));
