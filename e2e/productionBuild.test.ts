// The web app a browser gets is React's production build — also when the build was made by the test runner
// (which sets NODE_ENV=test) and then found up to date by `npm start`. React tells a devtools hook which build
// it is (bundleType 0 production, 1 development); the page's own scripts see this hook as if devtools were open.
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './helpers.ts';

const browser = useBrowser();

describe('the web app in Chromium', () => {
  it('runs React’s production build', async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => {
      const seen: number[] = [];
      Object.assign(window, {
        __reactBuilds: seen,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          isDisabled: false,
          renderers: new Map(),
          inject(renderer: { bundleType: number }) {
            seen.push(renderer.bundleType);
            return seen.length;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          setStrictMode() {},
        },
      });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-username').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __reactBuilds: number[] }).__reactBuilds)).toEqual([0]);
    await context.close();
  });
});
