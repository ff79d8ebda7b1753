import { describe, expect, it } from 'vitest';
import { deleteNode } from './edits/deleteNode.ts';
import { renamePage } from './edits/renamePage.ts';
import { updateNode } from './edits/updateNode.ts';
import { add, addWidgetBlock, basicFolio } from './testing.ts';
import {
  TEMPLATE_ALLOWED_BASE_PATHS,
  describeChanges,
  editActionFor,
  editLogEntries,
  rootLogEntries,
  templateEditProblem,
} from './templateRules.ts';

const folio = () => addWidgetBlock(add(basicFolio(), 'b1', 'text-resource', 'r1', { html: '<p>Hi</p>' }), 'c2', 'b9', 'text-widget', 'w1');

describe('template action names', () => {
  it('name each field edit after the node kind and the field', () => {
    expect(editActionFor('text-resource', 'html')).toBe('updateText');
    expect(editActionFor('text-widget', 'label')).toBe('updateWidget');
    expect(editActionFor('multiple-choice-widget', 'meta')).toBe('updateWidget');
    expect(editActionFor('block', 'design')).toBe('updateDesign');
    expect(editActionFor('accordion-interaction', 'settings')).toBe('updateInteraction');
    expect(editActionFor('asset-resource', 'name')).toBe('updateAsset');
    expect(editActionFor('page', 'name')).toBe('renamePage');
    expect(editActionFor('root', 'name')).toBe('updateSettings');
    expect(editActionFor('root', 'pages')).toBe('reorderPages');
    expect(editActionFor('column', 'children')).toBe('move');
    expect(editActionFor('embed-resource', 'link')).toBe('updateNode');
  });

  it('log one entry per field with a dotted path', () => {
    expect(editLogEntries('text-widget', 'w1', ['name', 'label'])).toEqual([
      { action: 'updateWidget', path: 'nodes.w1.label' },
      { action: 'updateWidget', path: 'nodes.w1.name' },
    ]);
    expect(rootLogEntries(['name'])).toEqual([{ action: 'updateSettings', path: 'root.name' }]);
  });

  it('derive the base paths from the table', () => {
    expect(TEMPLATE_ALLOWED_BASE_PATHS.updateText).toEqual(['nodes.*.html']);
    expect(TEMPLATE_ALLOWED_BASE_PATHS.updateSettings).toContain('root.name');
  });
});

describe('template-based changes (spec §5)', () => {
  it('allow field edits logged with the names the editor gives them', () => {
    const before = folio();
    let after = updateNode(before, 'r1', 'text-resource', { html: '<p>Mine</p>' });
    after = updateNode(after, 'w1', 'text-widget', { label: { position: 'left', text: 'Your name' } });
    after = updateNode(after, 'b1', 'block', { design: { padding: '4px' } });
    after = renamePage(after, 'p1', 'Welcome');
    after = { ...after, root: { ...after.root, name: 'My copy' } };
    const log = [
      ...editLogEntries('text-resource', 'r1', ['html']),
      ...editLogEntries('text-widget', 'w1', ['label']),
      ...editLogEntries('block', 'b1', ['design']),
      ...editLogEntries('page', 'p1', ['name']),
      ...rootLogEntries(['name']),
    ];
    expect(templateEditProblem(before, after, log)).toBeNull();
  });

  it('allow structural edits that add only kinds templates support (spec §4)', () => {
    const before = folio();
    expect(templateEditProblem(before, deleteNode(before, 'b2'), [{ action: 'delete', path: 'nodes.b2' }])).toBeNull();
    for (const kind of ['text-widget', 'multiple-choice-widget', 'button-widget', 'gallery-widget'] as const) {
      const after = addWidgetBlock(before, 'c1', 'bN', kind, 'wN');
      expect(templateEditProblem(before, after, [{ action: 'insert', path: 'nodes.bN' }, { action: 'insert', path: 'nodes.wN' }]), kind).toBeNull();
    }
    expect(templateEditProblem(before, add(before, 'b2', 'text-resource', 'rN'), [{ action: 'insert', path: 'nodes.rN' }])).toBeNull();
    expect(templateEditProblem(before, add(before, 'b2', 'asset-resource', 'aN'), [{ action: 'insert', path: 'nodes.aN' }])).toBeNull();
    expect(templateEditProblem(before, add(before, 'b1', 'accordion-interaction', 'iN'), [{ action: 'insert', path: 'nodes.iN' }])).toBeNull();
  });

  it('refuse other kinds with the spec toasts (§8)', () => {
    const before = folio();
    for (const kind of ['numeric-widget', 'date-widget', 'time-widget', 'upload-widget', 'hyperlink-widget', 'visualization-widget'] as const) {
      const after = addWidgetBlock(before, 'c1', 'bN', kind, 'wN');
      expect(templateEditProblem(before, after, [{ action: 'insert', path: 'nodes.wN' }]), kind).toBe('Current resource is not supported in templates');
    }
    expect(templateEditProblem(before, add(before, 'b2', 'embed-resource', 'eN'), [{ action: 'insert', path: 'nodes.eN' }])).toBe('Current resource is not supported in templates');
    expect(templateEditProblem(before, add(before, 'b1', 'slider-interaction', 'sN'), [{ action: 'insert', path: 'nodes.sN' }])).toBe('Current interaction is not supported in templates');
  });

  it('let the author of a copy describe an image or mark it decorative, so the copy can be published (issue 27)', () => {
    const before = add(folio(), 'b2', 'asset-resource', 'a1', { url: '/blob/x' });
    const after = updateNode(updateNode(before, 'a1', 'asset-resource', { alt: 'A red barn' }), 'a1', 'asset-resource', { decorative: true });
    const log = editLogEntries('asset-resource', 'a1', ['alt', 'decorative']);
    expect(log.map((entry) => entry.action)).toEqual(['updateAsset', 'updateAsset']);
    expect(templateEditProblem(before, after, log)).toBeNull();
  });

  it('keep nodes the template already held editable, whatever their kind', () => {
    const before = addWidgetBlock(folio(), 'c1', 'bN', 'numeric-widget', 'n1');
    const after = updateNode(before, 'n1', 'numeric-widget', { label: { position: 'top', text: 'How many?' } });
    expect(templateEditProblem(before, after, editLogEntries('numeric-widget', 'n1', ['label']))).toBeNull();
  });

  it('do not let a structural entry cover a field edit', () => {
    const before = folio();
    const after = updateNode(addWidgetBlock(before, 'c1', 'bN', 'text-widget', 'wN'), 'r1', 'text-resource', { html: '<p>sneaked</p>' });
    expect(templateEditProblem(before, after, [{ action: 'insert', path: 'nodes.wN' }])).toContain('the change to nodes.r1.html is not inside');
    expect(templateEditProblem(before, before, [{ action: 'insert', path: 'nodes.r1.html' }])).toContain('insert names a node');
    const reordered = { ...before, nodes: { ...before.nodes, c1: { ...before.nodes.c1!, children: ['b2', 'b1'] } } } as typeof before;
    expect(templateEditProblem(before, reordered, [{ action: 'move', path: 'nodes.c1.children' }])).toBeNull();
  });

  it('refuse an action on a node kind it does not apply to', () => {
    const before = folio();
    const after = updateNode(before, 'p1', 'page', { name: 'Renamed' });
    expect(templateEditProblem(before, after, [{ action: 'updateWidget', path: 'nodes.p1.name' }])).toContain(
      'updateWidget does not apply to a page',
    );
  });

  it('refuse a change no entry covers, and a root field outside the settings', () => {
    const before = folio();
    const after = updateNode(before, 'r1', 'text-resource', { html: '<p>x</p>' });
    expect(templateEditProblem(before, after, [])).toContain('the change to nodes.r1.html is not inside');
    const root = { ...before, root: { ...before.root, pageDisplay: 'tabs' } };
    expect(templateEditProblem(before, root, rootLogEntries(['pageDisplay']))).toContain('updateSettings may change only');
  });

  it('let an undo marker through only with the entries describing what it changed', () => {
    const before = updateNode(folio(), 'r1', 'text-resource', { html: '<p>Typed</p>' });
    const after = folio();
    expect(templateEditProblem(before, after, [{ action: 'undo' }])).toContain('nodes.r1.html');
    const described = describeChanges(before, after);
    expect(described).toEqual([{ action: 'updateText', path: 'nodes.r1.html' }]);
    expect(templateEditProblem(before, after, [{ action: 'undo' }, ...described])).toBeNull();
  });

  it('describe added and removed nodes as insert and delete', () => {
    const before = folio();
    const after = deleteNode(before, 'b2');
    expect(describeChanges(before, after)).toEqual([
      { action: 'move', path: 'nodes.c1.children' },
      { action: 'delete', path: 'nodes.b2' },
    ]);
  });
});
