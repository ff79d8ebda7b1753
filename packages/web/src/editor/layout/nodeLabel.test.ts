import { createNode } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { hasRule, nodeLabel } from './nodeLabel.ts';

describe('node labels of form logic (issue 31)', () => {
  it('name a step tile by its title and tell a node shown by a rule', () => {
    const tile = createNode('tile');
    expect(nodeLabel(tile)).toBe('Tile');
    expect(nodeLabel({ ...tile, step: { title: ' About you ', jumps: [] } })).toBe('Tile: Step: About you');
    expect(nodeLabel({ ...tile, step: { title: '', jumps: [] } })).toBe('Tile: Step');
    expect(hasRule(tile)).toBe(false);
    expect(hasRule({ ...tile, showIf: { type: 'group', match: 'all', rules: [] } })).toBe(false);
    expect(hasRule({ ...tile, showIf: { type: 'group', match: 'all', rules: [{ type: 'rule', widgetId: 'w', op: 'isAnswered' }] } })).toBe(true);
  });
});
