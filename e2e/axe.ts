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
