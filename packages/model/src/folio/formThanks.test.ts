import { describe, expect, it } from 'vitest';
import { quoteTargets, quotedKeys, thanksHtmlToMarkup, thanksMarkupToHtml } from './formThanks.ts';
import type { FolioNode } from './types.ts';

describe('thank-you markup', () => {
  it('writes paragraphs, line breaks, bold, italic and safe links as HTML, escaping the rest', () => {
    expect(thanksMarkupToHtml('Thanks **{{Name}}**!\nSee _you_ soon.\n\n[Our site](https://example.com) <script>')).toBe(
      '<p>Thanks <strong>{{Name}}</strong>!<br>See <em>you</em> soon.</p><p><a href="https://example.com">Our site</a> &lt;script&gt;</p>',
    );
    expect(thanksMarkupToHtml('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
    expect(thanksMarkupToHtml('  \n\n ')).toBe('');
  });

  it('reads its own HTML back as the same markup', () => {
    const markup = 'Thanks **{{Name}}**!\nSee _you_ soon.\n\n[Our site](https://example.com) & more';
    expect(thanksHtmlToMarkup(thanksMarkupToHtml(markup))).toBe(markup);
    expect(thanksHtmlToMarkup('<h2>Hi</h2><ul><li>a</li></ul>')).toBe('Hi\n\na');
  });

  it('finds quoted keys and the widgets they name: id, then label or name, case aside', () => {
    expect(quotedKeys('Hi {{ Name }}, {{w2}} and {{Name}} {{}}')).toEqual(['Name', 'w2']);
    const widgets = [
      { id: 'w1', kind: 'text-widget', name: 'first', label: { position: 'top', text: 'Your name' } },
      { id: 'w2', kind: 'numeric-widget', name: 'age', label: { position: 'top', text: '' } },
    ] as unknown as FolioNode[];
    expect(quoteTargets(['your NAME', 'w2', 'age', 'first', 'nobody'], widgets)).toEqual({ 'your NAME': 'w1', w2: 'w2', age: 'w2', first: 'w1' });
  });
});
