import { describe, expect, it } from 'vitest';
import {
  BLOCK_DESIGN,
  COLUMN_DESIGN,
  DEFAULT_FEEDBACK,
  ELEMENT_TYPE_LABELS,
  LAYOUT_DESIGN,
  PAGE_DESIGN,
  TILE_DESIGN,
  WIDGET_ELEMENT_TYPE,
  createFolio,
  createNode,
  elementTypeLabel,
} from './defaults.ts';
import { idSequence } from './testing.ts';
import { NODE_KINDS, WIDGET_KINDS, INTERACTION_KINDS } from './types.ts';

describe('design defaults', () => {
  it('are the spec values: page 0, tile 0 20px, layout 0, column flex-start with equal width, block 8px', () => {
    expect(PAGE_DESIGN).toEqual({ padding: '0' });
    expect(TILE_DESIGN).toEqual({ padding: '0 20px' });
    expect(LAYOUT_DESIGN).toEqual({ padding: '0' });
    expect(COLUMN_DESIGN).toEqual({ alignY: 'flex-start', width: 'equal' });
    expect(BLOCK_DESIGN).toEqual({ padding: '8px' });
  });

  it('are what new structural nodes carry', () => {
    expect(createNode('page', { id: 'p' }).design).toEqual({ padding: '0' });
    expect(createNode('tile', { id: 't' }).design).toEqual({ padding: '0 20px' });
    expect(createNode('layout', { id: 'l' }).design).toEqual({ padding: '0' });
    expect(createNode('column', { id: 'c' }).design).toEqual({ alignY: 'flex-start', width: 'equal' });
    expect(createNode('block', { id: 'b' }).design).toEqual({ padding: '8px' });
  });
});

describe('widget meta defaults', () => {
  it('text: dataValidationType text, format single, instructions empty', () => {
    expect(createNode('text-widget').meta).toEqual({ dataValidationType: 'text', format: 'single', instructions: '' });
  });
  it('numeric: display input, format integer, increment 1, min 0, max 5', () => {
    expect(createNode('numeric-widget').meta).toEqual({ display: 'input', format: 'integer', increment: 1, min: 0, max: 5 });
  });
  it('multiple choice: single answer, checkbox, as entered, no options, not randomized', () => {
    expect(createNode('multiple-choice-widget').meta).toEqual({
      acceptMultiple: false,
      display: 'checkbox',
      format: 'asEntered',
      options: [],
      randomize: false,
    });
  });
  it('date and time: a format and useRange false', () => {
    expect(createNode('date-widget').meta).toEqual({ format: expect.any(String), useRange: false });
    expect(createNode('time-widget').meta).toEqual({ format: expect.any(String), useRange: false });
  });
  it('time widgets start at 12:00 AM, not set', () => {
    expect(createNode('time-widget').state).toEqual({ value: '00:00', isSet: false });
  });
  it('upload: single, images and PDFs', () => {
    expect(createNode('upload-widget').meta).toEqual({ format: 'single', fileTypes: ['image', 'pdf'] });
  });
  it('gallery: slideshow, no items', () => {
    expect(createNode('gallery-widget').meta).toMatchObject({ display: 'slideshow', items: [] });
  });
  it('menu and logo carry every field of the spec', () => {
    expect(Object.keys(createNode('menu-widget').meta).sort()).toEqual(
      ['align', 'appearance', 'direction', 'mobileAlign', 'siteMenuId', 'style'].sort(),
    );
    expect(Object.keys(createNode('logo-widget').meta).sort()).toEqual(
      ['caption', 'height', 'linkTo', 'websitePartLogoId', 'width'].sort(),
    );
  });
  it('button: a submit action, idle, listing no widgets, with an appearance', () => {
    const meta = createNode('button-widget').meta;
    expect(meta.action.click).toEqual({ type: 'submit', status: 'idle', widgetIds: [] });
    expect(Object.keys(meta.appearance).sort()).toEqual(['icon', 'text', 'useText']);
  });
  it('accordion: no panels, one panel open at a time', () => {
    expect(createNode('accordion-widget').meta).toEqual({ panels: [], allowMultipleOpen: false });
  });
  it('every widget has a name, required false and a label with position and text', () => {
    for (const kind of WIDGET_KINDS) {
      const node = createNode(kind);
      expect(node).toMatchObject({ name: '', required: false, label: { position: expect.any(String), text: '' } });
    }
  });
});

describe('answer-checking defaults', () => {
  it('are exactly the spec values', () => {
    expect(DEFAULT_FEEDBACK).toEqual({
      enabled: false,
      showCorrect: false,
      checkButton: { icon: 'check', text: 'Check Answer', useText: false },
      format: { type: 'iconText', iconSet: 'faces', correctText: '<p>Correct!</p>', incorrectText: '<p>Try again!</p>' },
    });
  });
  it('are carried by text, numeric and multiple-choice widgets', () => {
    for (const kind of ['text-widget', 'numeric-widget', 'multiple-choice-widget'] as const) {
      expect(createNode(kind).feedback).toEqual(DEFAULT_FEEDBACK);
    }
  });
});

describe('element type labels', () => {
  it('name every element type as the spec does, and null has the empty label', () => {
    expect(ELEMENT_TYPE_LABELS).toEqual({
      text: 'Text',
      numeric: 'Numeric',
      multiple: 'Multiple Choice',
      date: 'Date',
      time: 'Time',
      upload: 'Images/PDF',
      hyperlink: 'Hyperlink',
      button: 'Button',
      accordion: 'Accordion',
      gallery: 'Gallery',
      visualization: 'Visualization',
      menu: 'Menu',
      logo: 'Logo',
      search: 'Search',
    });
    expect(elementTypeLabel(null)).toBe('');
    expect(elementTypeLabel('upload')).toBe('Images/PDF');
  });
  it('cover all 14 widget kinds', () => {
    expect(WIDGET_KINDS).toHaveLength(14);
    expect(new Set(Object.values(WIDGET_ELEMENT_TYPE)).size).toBe(14);
  });
});

describe('createNode', () => {
  it('creates every kind of the spec, each with a fresh id', () => {
    expect(NODE_KINDS).toHaveLength(5 + 3 + 14 + 6);
    expect(INTERACTION_KINDS).toHaveLength(6);
    const next = idSequence('n');
    for (const kind of NODE_KINDS) {
      const node = createNode(kind, {}, next);
      expect(node.kind).toBe(kind);
      expect(node.id).toMatch(/^n\d+$/);
    }
    expect(createNode('block').id).not.toBe(createNode('block').id);
  });
  it('applies overrides and never shares nested objects between nodes', () => {
    const a = createNode('multiple-choice-widget', { name: 'q1' });
    const b = createNode('multiple-choice-widget');
    expect(a.name).toBe('q1');
    a.meta.options.push({ value: 'x', option: { type: 'text', text: 'X' } });
    expect(b.meta.options).toEqual([]);
    expect(createNode('multiple-choice-widget').meta.options).toEqual([]);
  });
});

describe('createFolio', () => {
  it('creates version 1 with one empty page, owned by the author', () => {
    const doc = createFolio('author-1', { newId: () => 'p1' });
    expect(doc.root.version).toBe(1);
    expect(doc.root.authorId).toBe('author-1');
    expect(doc.root.pages).toEqual(['p1']);
    expect(doc.nodes).toEqual({ p1: { id: 'p1', kind: 'page', name: 'Page 1', children: [], design: { padding: '0' } } });
    expect(doc.schemaVersion).toBe(1);
  });
});
