import { createNode, type FolioDocument } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { add, sampleFolio } from '../testing.ts';
import { earlierFields, stepTiles } from './ruleFields.ts';

const choice = { meta: { ...createNode('multiple-choice-widget').meta, options: [{ value: 'yes', option: { type: 'text' as const, text: 'Yes' } }, { value: 'no', option: { type: 'text' as const, text: 'No' } }] } };

/** t1: b1 text, b2 > w1 choice, b4 > w2 text; t2: b5 > w3 number, b6 > submit button sending w1, w3. */
function form(): FolioDocument {
  let doc = sampleFolio();
  doc = add(doc, 'b2', 'multiple-choice-widget', 'w1', { label: { position: 'top', text: 'Coming?' }, ...choice });
  doc = add(doc, 'c1', 'block', 'b4');
  doc = add(doc, 'b4', 'text-widget', 'w2', { label: { position: 'top', text: 'Name' } });
  doc = add(doc, 'c3', 'block', 'b5');
  doc = add(doc, 'b5', 'numeric-widget', 'w3', { label: { position: 'top', text: 'Guests' } });
  doc = add(doc, 'c3', 'block', 'b6');
  const button = createNode('button-widget', { id: 'send' });
  button.meta = { ...button.meta, action: { click: { type: 'submit', status: 'idle', widgetIds: ['w1', 'w3'] } } };
  doc = add(doc, 'b6', 'button-widget', 'send');
  return { ...doc, nodes: { ...doc.nodes, send: button } };
}

const ids = (fields: { widgetId: string }[]) => fields.map((f) => f.widgetId);

describe('the fields a rule may read', () => {
  it('are the input widgets before, in document order, by label and kind', () => {
    const doc = form();
    expect(earlierFields(doc, 'w1')).toEqual([]);
    expect(earlierFields(doc, 'w2')).toEqual([{ widgetId: 'w1', label: 'Coming?', kind: 'choice', options: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] }]);
    // A block reads what comes before it, never its own widget.
    expect(ids(earlierFields(doc, 'b4'))).toEqual(['w1']);
    expect(ids(earlierFields(doc, 't1'))).toEqual([]);
  });

  it('are only the same submit button\'s fields when the widget is sent by one', () => {
    // w3 is sent with w1, not w2: w2 is not offered.
    expect(ids(earlierFields(form(), 'w3'))).toEqual(['w1']);
    expect(ids(earlierFields(form(), 't2'))).toEqual(['w1']);
    // A text block sent by no button reads every earlier field.
    expect(ids(earlierFields(form(), 'b6'))).toEqual(['w1', 'w2', 'w3']);
    expect(ids(earlierFields(form(), 'b3'))).toEqual(['w1', 'w2']);
  });

  it('include the step\'s own fields for its jumps', () => {
    expect(ids(earlierFields(form(), 't2', { inside: true }))).toEqual(['w1', 'w3']);
  });

  it('lists the step tiles in order', () => {
    const doc = form();
    const steps = { ...doc, nodes: { ...doc.nodes, t2: { ...doc.nodes.t2!, step: { title: 'Two', jumps: [] } } as FolioDocument['nodes'][string] } };
    expect(stepTiles(steps)).toEqual([{ id: 't2', title: 'Two' }]);
  });
});
