/**
 * An accessibility problem's message in the app's language (issue 32). The model's rules (shared with the server,
 * whose refused publish sends the same problems) write them in English; English shows them as they are, other
 * languages show each known message translated with its numbers, and any other as it came.
 */
import { formatNumber } from '../../i18n/format.ts';
import { currentLanguage, translate } from '../../i18n/i18n.ts';
import type { A11yProblem } from './model.ts';

type Values = Record<string, string | number>;
const n = (s: string | undefined) => formatNumber(Number(s));

/** Each known message: its pattern, its key under editor:a11y.problems, and the values the message takes. */
const PATTERNS: [RegExp, string, (m: RegExpExecArray) => Values][] = [
  [/^This image has no alt text\. Describe it, or mark it decorative\.$/, 'imageAlt', () => ({})],
  [/^Gallery image (\d+) has no alt text or caption\. Describe it, or mark it decorative\.$/, 'galleryAlt', (m) => ({ number: n(m[1]) })],
  [/^This logo has no alt text\. /, 'logoAlt', () => ({})],
  [/^Image option (\d+) has no alt text\. /, 'optionAlt', (m) => ({ number: n(m[1]) })],
  [/^This field has no label\. /, 'fieldLabel', () => ({})],
  [/^Choice (\d+) has no text\. /, 'choiceText', (m) => ({ number: n(m[1]) })],
  [/^The first heading on this page is a level (\d+) heading\. Make it level (\d+): /, 'headingFirst', (m) => ({ level: n(m[1]), top: n(m[2]) })],
  [/^A level (\d+) heading follows a level (\d+) heading, skipping a level\. Make it level (\d+)\.$/, 'headingSkip', (m) => ({ level: n(m[1]), previous: n(m[2]), next: n(m[3]) })],
  [/^This button has no text\. /, 'buttonName', () => ({})],
  [/^Panel (\d+) has no title\. /, 'panelTitle', (m) => ({ number: n(m[1]) })],
  [/^A link in this text has no words\. /, 'linkName', () => ({ count: 1 })],
  [/^(\d+) links in this text have no words\. /, 'linkName', (m) => ({ count: Number(m[1]) })],
];

/** Where a contrast problem is, as the model names it → its key under editor:a11y.problems.where. */
const WHERE: [RegExp, string][] = [
  [/^Some text here$/, 'text'],
  [/^The title of panel (\d+)$/, 'panelTitle'],
  [/^The text of panel (\d+)$/, 'panelText'],
  [/^Some text in panel (\d+)$/, 'panelSomeText'],
  [/^The title of this accordion$/, 'accordionTitle'],
  [/^The text inside this accordion$/, 'accordionText'],
  [/^The text in this slider$/, 'slider'],
  [/^The front of this swivel$/, 'swivel'],
];

const CONTRAST = /^(.+) is hard to read: its contrast with the background is ([\d.]+):1, and it needs at least ([\d.]+):1\. (.+)$/;

function contrastText(m: RegExpExecArray): string | null {
  const where = WHERE.map(([re, key]) => [re.exec(m[1]!), key] as const).find(([found]) => found);
  if (!where) return null;
  const [found, key] = where;
  const place = translate(`editor:a11y.problems.where.${key}`, { number: n(found![1] ?? '0') });
  const fix = m[4]!.startsWith('Make the text darker') ? 'textFix' : 'backgroundFix';
  return translate(`editor:a11y.problems.contrast.${fix}`, { where: place, ratio: n(m[2]), needed: n(m[3]) });
}

export function problemText(problem: Pick<A11yProblem, 'message'>): string {
  const { message } = problem;
  if (currentLanguage() === 'en') return message;
  const contrast = CONTRAST.exec(message);
  if (contrast) return contrastText(contrast) ?? message;
  for (const [re, key, values] of PATTERNS) {
    const m = re.exec(message);
    if (m) return translate(`editor:a11y.problems.${key}`, values(m));
  }
  return message;
}
