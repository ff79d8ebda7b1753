import { describe, expect, it } from 'vitest';
import { INPUT_WIDGET_KINDS } from '../folio/types.ts';
import { accessibilityProblems } from './index.ts';
import { label, withNode } from './testDocs.ts';

const fieldLabel = (doc: Parameters<typeof accessibilityProblems>[0]) => accessibilityProblems(doc).filter((p) => p.rule === 'field-label');

describe('field-label', () => {
  it.each([...INPUT_WIDGET_KINDS])('flags a %s without a label, and accepts a hidden one', (kind) => {
    const problems = fieldLabel(withNode(kind, 'w', { label: label('') } as never));
    expect(problems).toEqual([
      expect.objectContaining({ rule: 'field-label', severity: 'error', nodeId: 'w', pageId: 'p1', field: 'label.text' }),
    ]);
    expect(problems[0]!.message).toMatch(/no label/);
    expect(fieldLabel(withNode(kind, 'w', { label: label('  ') } as never))).toHaveLength(1);
    expect(fieldLabel(withNode(kind, 'w', { label: label('Your email', 'hidden') } as never))).toEqual([]);
    expect(fieldLabel(withNode(kind, 'w', { label: label('Your email') } as never))).toEqual([]);
  });

  it('leaves widgets that take no answer alone', () => {
    expect(fieldLabel(withNode('gallery-widget', 'w'))).toEqual([]);
    expect(fieldLabel(withNode('button-widget', 'w'))).toEqual([]);
  });

  it('leaves a search box without a label alone: the page names it "Search"', () => {
    expect(fieldLabel(withNode('search-widget', 'w', { label: label('') } as never))).toEqual([]);
  });

  it('flags a text choice without text', () => {
    const doc = withNode('multiple-choice-widget', 'mc', {
      label: label('Colour'),
      meta: {
        acceptMultiple: false,
        display: 'checkbox',
        format: 'asEntered',
        randomize: false,
        options: [
          { value: 'r', option: { type: 'text', text: 'Red' } },
          { value: 'x', option: { type: 'text', text: ' ' } },
        ],
      },
    });
    expect(fieldLabel(doc).map((p) => p.field)).toEqual(['meta.options.1.option.text']);
  });
});
