// The submit button's issue-31 settings (thank-you rich text, "send another", hidden fields, prefill) in the node schema.
import { describe, expect, it } from 'vitest';
import { createNode } from './defaults.ts';
import { mapRichText } from './richTextFields.ts';
import { nodeProblem } from './nodeSchema.ts';
import type { ButtonWidget, SubmitAction } from './types.ts';

const button = (click: Partial<SubmitAction>) => {
  const b = createNode('button-widget', { id: 'b1' }) as ButtonWidget;
  return { ...b, meta: { ...b.meta, action: { click: { type: 'submit', status: 'idle', widgetIds: [], ...click } } } } as ButtonWidget;
};

describe('a submit button’s form settings', () => {
  it('takes thank-you HTML, allowAnother, prefill and up to 20 well-formed hidden field names', () => {
    expect(nodeProblem('b1', button({ thankYouHtml: '<p>Hi</p>', allowAnother: false, prefill: true, hiddenFields: ['ref', 'utm_source'] }))).toBeNull();
    expect(nodeProblem('b1', button({ hiddenFields: ['bad-name'] }))).toMatch(/^nodes\.b1\.meta\.action\.click\.hiddenFields\.0 must be a name/);
    expect(nodeProblem('b1', button({ hiddenFields: Array.from({ length: 21 }, (_, i) => `f${i}`) }))).toBe('nodes.b1.meta.action.click.hiddenFields must hold at most 20 items');
    expect(nodeProblem('b1', button({ allowAnother: 'yes' as unknown as boolean }))).toMatch(/allowAnother must be true or false/);
  });

  it('counts the thank-you HTML as a rich text (sanitized like every other)', () => {
    const seen: string[] = [];
    const out = mapRichText(button({ thankYouHtml: '<p>x</p>' }), (html, where) => (seen.push(where), html.toUpperCase())) as ButtonWidget;
    expect(seen).toEqual(['nodes.b1.meta.action.click.thankYouHtml']);
    expect((out.meta.action.click as SubmitAction).thankYouHtml).toBe('<P>X</P>');
    mapRichText(button({}), (html, where) => (seen.push(where), html));
    expect(seen).toHaveLength(1);
  });
});
