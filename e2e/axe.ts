// axe-core in the page: the accessibility violations of the parts of a screen a test names.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2 A/AA rules and best practices) on the elements matching `selectors` (the whole page when
 * none). The page's context needs `bypassCSP: true`: the app's CSP would refuse the injected script.
 */
export async function axeViolations(page: Page, selectors: string[] = []): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (include) => {
    // axe's global, injected above; typed here only as far as this call needs it.
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const context = include.length ? { include: include.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, selectors);
}
