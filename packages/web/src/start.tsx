import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadNamespaces } from './i18n/i18n.ts';
import { firstScreenReady } from './router.tsx';
import { opensDashboard } from './routes/home/prefetch.ts';

/**
 * Draws the app once its first screen's code and the language's messages are here: neither waits for the other.
 * A promise rather than a top-level await: a module with top-level await turns off the bundler's chunk merging
 * (rolldown's chunkOptimization), which split the first screen into a hundred small scripts (decision 22).
 */
export function start(shellTexts: Promise<void>): void {
  const screenTexts = opensDashboard(window.location.pathname) ? loadNamespaces(['home', 'onboarding']) : null;
  void Promise.all([firstScreenReady(), shellTexts, screenTexts]).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
