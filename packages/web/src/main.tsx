import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startLanguage } from './i18n/i18n.ts';

// The language's messages are requested first, while the app's code downloads (decision 71): the entry holds only
// the translations' loader, and the rest of the app is the next script.
const shellTexts = startLanguage();
void import('./start.tsx').then(({ start }) => start(shellTexts));
