// axe-core in the page: the WCAG 2.2 A/AA violations of the parts of a screen a test names.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/** The rule sets a screen must pass (issue 27): WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs `@axe-core/playwright` with the WCAG 2.2 A/AA tags on the elements matching `selectors` (the whole page when
 * none). Open dialogs, drawers and menus are measured as they are: open them before calling.
 */
export async function axeViolations(page: Page, selectors: string[] = []): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of selectors) builder = builder.include(selector);
  const result = await builder.analyze();
  return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Waits until nothing on the page has moved for a few frames: no transition or finite animation running (dialogs
 * and drawers fade in, and axe reads a fading element as low contrast; loaders spin forever and do not count).
 * Several still frames in a row, because a transition may start a frame after what opened it is on the page.
 */
export async function waitForStill(page: Page, frames = 6): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __stillFrames: number }).__stillFrames = 0));
  await page.waitForFunction(
    (needed) => {
      const w = window as unknown as { __stillFrames: number };
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      w.__stillFrames = moving ? 0 : w.__stillFrames + 1;
      return w.__stillFrames >= needed;
    },
    frames,
    { polling: 'raf' },
  );
}
