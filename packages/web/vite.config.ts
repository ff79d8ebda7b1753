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
        // React and the router change less often than the app and every screen needs them: their own long-cached chunk.
        // Mantine and the icons are split with the screens that use them, so signing in does not download the editor's.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ }],
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
