import { loadableScreen } from '../../components/loadableScreen.tsx';

/**
 * The dashboard's chunk: loaded before the first render when the app opens on it (router.tsx firstScreenReady), and
 * as soon as someone signs in (LoginPage), so it is here by the time the dashboard opens.
 */
export const home = loadableScreen(() => import('./HomePage.tsx'), (m) => m.HomePage);
