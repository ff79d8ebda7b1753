import { describe, expect, it } from 'vitest';
import { createNode } from '../defaults.ts';
import { add, basicFolio } from '../testing.ts';
import { getNode } from '../tree.ts';
import type { AccordionPanel, AccordionWidget } from '../types.ts';
import { applyAccordionRule } from './applyAccordionRule.ts';
import { updateNode } from './updateNode.ts';

const panel = (id: string, collapsedByDefault: boolean): AccordionPanel => ({
  id,
  title: id,
  content: '',
  collapsedByDefault,
  arrowColor: '#000',
  titleBgColor: '#fff',
  contentBgColor: '#fff',
});
const openIds = (w: AccordionWidget) => w.meta.panels.filter((p) => !p.collapsedByDefault).map((p) => p.id);

describe('accordion single-open rule', () => {
  it('keeps only the first open panel open when multiple open panels are not allowed', () => {
    const widget = createNode('accordion-widget', {
      meta: { allowMultipleOpen: false, panels: [panel('a', true), panel('b', false), panel('c', false), panel('d', false)] },
    });
    expect(openIds(applyAccordionRule(widget))).toEqual(['b']);
    expect(openIds(widget)).toEqual(['b', 'c', 'd']);
  });

  it('leaves every open panel alone when multiple open panels are allowed', () => {
    const widget = createNode('accordion-widget', {
      meta: { allowMultipleOpen: true, panels: [panel('a', false), panel('b', false)] },
    });
    expect(applyAccordionRule(widget)).toBe(widget);
  });

  it('returns the same widget when there is nothing to close', () => {
    const widget = createNode('accordion-widget', { meta: { allowMultipleOpen: false, panels: [panel('a', true), panel('b', false)] } });
    expect(applyAccordionRule(widget)).toBe(widget);
  });

  it('is applied when an accordion is inserted', () => {
    const doc = add(basicFolio(), 'b1', 'accordion-widget', 'acc', {
      meta: { allowMultipleOpen: false, panels: [panel('a', false), panel('b', false)] },
    });
    expect(openIds(getNode(doc, 'acc') as AccordionWidget)).toEqual(['a']);
  });

  it('is applied when an edit switches allowMultipleOpen off', () => {
    let doc = add(basicFolio(), 'b1', 'accordion-widget', 'acc', {
      meta: { allowMultipleOpen: true, panels: [panel('a', false), panel('b', false)] },
    });
    expect(openIds(getNode(doc, 'acc') as AccordionWidget)).toEqual(['a', 'b']);
    const current = getNode(doc, 'acc') as AccordionWidget;
    doc = updateNode(doc, 'acc', 'accordion-widget', { meta: { ...current.meta, allowMultipleOpen: false } });
    expect(openIds(getNode(doc, 'acc') as AccordionWidget)).toEqual(['a']);
  });
});
