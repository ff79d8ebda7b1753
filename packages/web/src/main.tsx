import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startLanguage } from './i18n/i18n.ts';
import { firstScreenReady } from './router.tsx';
import { opensDashboard } from './routes/home/prefetch.ts';

// A promise rather than a top-level await: a module with top-level await turns off the bundler's chunk merging
// (rolldown's chunkOptimization), which split the first screen into a hundred small scripts (decision 22).
// The page itself preloads the language's messages beside the app's code (the server's plugins/appShell.ts), so
// they are here or on their way when this runs; the first screen's code and they do not wait for each other.
void Promise.all([firstScreenReady(), startLanguage(opensDashboard(window.location.pathname) ? ['home', 'onboarding'] : [])]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
