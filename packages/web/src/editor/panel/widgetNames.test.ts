import { describe, expect, it } from 'vitest';
import { add, addWidgetBlock, basicFolio } from '@folio/model/testing';
import { widgetNames } from './widgetNames.ts';

describe('readable widget names', () => {
  it('uses the name, else the label, else the type numbered in page order, and never an id', () => {
    let doc = add(basicFolio(), 'b1', 'text-widget', 'w-aaaaaaaa');
    doc = add(doc, 'b2', 'text-widget', 'w-bbbbbbbb', { label: { position: 'top', text: 'Your email' } });
    doc = add(doc, 'b3', 'text-widget', 'w-cccccccc');
    doc = addWidgetBlock(doc, 'c2', 'b4', 'numeric-widget', 'w-dddddddd', { name: 'age' });
    const names = widgetNames(doc);
    expect(names.get('w-aaaaaaaa')).toBe('Text 1');
    expect(names.get('w-bbbbbbbb')).toBe('Your email');
    expect(names.get('w-cccccccc')).toBe('Text 3');
    expect(names.get('w-dddddddd')).toBe('age');
  });
});
