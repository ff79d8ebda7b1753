import { describe, expect, it } from 'vitest';
import { FOLIO_NAME_MAX, RICH_TEXT_LIMITS, folioNameProblem, richTextProblem } from './inputLimits.ts';

describe('richTextProblem', () => {
  it('accepts ordinary rich text and text at exactly the limits', () => {
    expect(richTextProblem('<p>Hello <strong>world</strong></p>')).toBeNull();
    expect(richTextProblem('x'.repeat(RICH_TEXT_LIMITS.maxLength))).toBeNull();
    expect(richTextProblem('<b>'.repeat(RICH_TEXT_LIMITS.maxElements))).toBeNull();
  });

  it('refuses text longer than the limit, saying how long it is', () => {
    expect(richTextProblem('x'.repeat(RICH_TEXT_LIMITS.maxLength + 1))).toBe(
      'is 100,001 characters of HTML, more than the 100,000 allowed in one text; split it into several texts',
    );
  });

  it('counts start tags of any case, and neither end tags nor a lone "<"', () => {
    expect(richTextProblem('<B>'.repeat(RICH_TEXT_LIMITS.maxElements + 1))).toMatch(/^has more than 5,000 HTML elements/);
    expect(richTextProblem('</b>'.repeat(RICH_TEXT_LIMITS.maxElements + 1))).toBeNull();
    expect(richTextProblem('1 < 2 '.repeat(RICH_TEXT_LIMITS.maxElements + 1))).toBeNull();
  });
});

describe('folioNameProblem', () => {
  it('accepts 1 to 200 characters after trimming and says what to change otherwise', () => {
    expect(folioNameProblem('A')).toBeNull();
    expect(folioNameProblem(`  ${'n'.repeat(FOLIO_NAME_MAX)}  `)).toBeNull();
    expect(folioNameProblem('   ')).toBe('The folio needs a name; type one.');
    expect(folioNameProblem('n'.repeat(1201))).toBe('The name is 1,201 characters long, more than the 200 allowed; shorten it.');
  });
});
