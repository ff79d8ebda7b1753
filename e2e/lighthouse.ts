// Lighthouse on one URL in Debian's Chromium (headless, launched by chrome-launcher with the sandbox's flags):
// the four category scores (0–100) and, for each category under 100, the audits that lost it points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './browser.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  title: string;
  /** 0–100, or null for audits without a score that still flag something */
  score: number | null;
  /** the audit's summary value (e.g. "2.1 s"), when it has one */
  displayValue?: string;
  /** what it flagged: URLs, elements or messages (the first few) */
  items: string[];
}

export interface LighthouseReport {
  url: string;
  /** 0–100 per category */
  scores: Record<Category, number>;
  /** audits with a score under 1 that count towards each category under 100 */
  failing: Record<Category, FailingAudit[]>;
  /** the raw metrics of the performance category, in ms (CLS unitless) */
  metrics: Record<string, number | undefined>;
  lighthouseVersion: string;
  /** the device Lighthouse simulated */
  formFactor: 'mobile' | 'desktop';
}

type Details = Result['audits'][string]['details'];

/** A readable line per flagged item of an audit's table or list (URL, element snippet, message), at most five. */
function flagged(details: Details): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  const describe = (value: unknown): string | null => {
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (typeof value === 'object' && value !== null) {
      const v = value as Record<string, unknown>;
      if (v.type === 'node') return String(v.snippet ?? v.selector ?? 'an element');
      if (v.type === 'source-location') return String(v.url ?? '');
      if (typeof v.url === 'string') return v.url;
      if (typeof v.text === 'string') return v.text;
    }
    return null;
  };
  return details.items.slice(0, 5).map((item: unknown) => {
    const fields = typeof item === 'object' && item !== null ? Object.entries(item as Record<string, unknown>) : [];
    const parts = fields
      .filter(([key]) => ['url', 'source', 'node', 'description', 'sourceLocation', 'label', 'explanation'].includes(key))
      .map(([, value]) => describe(value))
      .filter((text): text is string => !!text);
    return parts.join(' — ').slice(0, 200);
  });
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const out: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    const mode = audit.scoreDisplayMode;
    if (mode === 'notApplicable' || mode === 'manual' || mode === 'informative' || mode === 'error') continue;
    if (audit.score === null || audit.score >= 1) continue;
    // Performance diagnostics of weight 0 are shown only when they flag something (score under 0.9 in the report).
    if (ref.weight === 0 && audit.score >= 0.9) continue;
    out.push({
      id: ref.id,
      title: audit.title,
      score: Math.round(audit.score * 100),
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      items: flagged(audit.details),
    });
  }
  return out;
}

/**
 * Runs Lighthouse (mobile form factor, the default config) on `url` and summarizes the result. A run that fails to
 * record the page load (NO_NAVSTART and the like, which a busy machine causes now and then; Lighthouse's own advice
 * is to run it again) is retried once in a fresh browser.
 */
export async function runLighthouse(url: string, { formFactor = 'mobile' }: { formFactor?: 'mobile' | 'desktop' } = {}): Promise<LighthouseReport> {
  try {
    return await runOnce(url, formFactor);
  } catch (err) {
    if (!(err instanceof LighthouseRuntimeError)) throw err;
    return runOnce(url, formFactor);
  }
}

class LighthouseRuntimeError extends Error {}

async function runOnce(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = {} as Record<Category, number>;
    const failing = {} as Record<Category, FailingAudit[]>;
    for (const category of CATEGORIES) {
      scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      failing[category] = scores[category] < 100 ? failingAudits(lhr, category) : [];
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    return {
      url,
      scores,
      failing,
      metrics: {
        'first-contentful-paint': metric('first-contentful-paint'),
        'largest-contentful-paint': metric('largest-contentful-paint'),
        'total-blocking-time': metric('total-blocking-time'),
        'cumulative-layout-shift': metric('cumulative-layout-shift'),
        'speed-index': metric('speed-index'),
      },
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor,
    };
  } finally {
    chrome.kill();
  }
}

const CATEGORY_TITLES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

/** The scores on one line each, then the failing audits under each category that is not at 100. */
export function formatLighthouse(report: LighthouseReport): string {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    lines.push(`  ${CATEGORY_TITLES[category].padEnd(15)} ${String(report.scores[category]).padStart(3)}`);
    for (const audit of report.failing[category]) {
      const score = audit.score === null ? '' : ` (${audit.score})`;
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      lines.push(`      ${audit.id}: ${audit.title}${score}${value}`);
      for (const item of audit.items) if (item) lines.push(`        · ${item}`);
    }
  }
  const m = report.metrics;
  const ms = (v: number | undefined) => (v === undefined ? '?' : `${Math.round(v)} ms`);
  lines.push(
    `  metrics (simulated ${report.formFactor}): FCP ${ms(m['first-contentful-paint'])}, LCP ${ms(m['largest-contentful-paint'])},` +
      ` TBT ${ms(m['total-blocking-time'])}, CLS ${m['cumulative-layout-shift']?.toFixed(3) ?? '?'},` +
      ` Speed Index ${ms(m['speed-index'])}`,
  );
  return lines.join('\n');
}
