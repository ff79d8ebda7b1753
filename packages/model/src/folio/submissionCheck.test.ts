import { describe, expect, it } from 'vitest';
import { createNode } from './defaults.ts';
import { SUBMISSION_LIMITS, checkSubmissionData } from './submissionCheck.ts';
import { formFields, labelOf } from './submissionLabels.ts';
import type { FolioNode, NodeKind, NodeMap, NodeOfKind } from './types.ts';

const widget = <K extends NodeKind>(kind: K, id: string, overrides: Partial<Omit<NodeOfKind<K>, 'kind'>> = {}) =>
  ({ ...createNode(kind, overrides), id }) as FolioNode;

function form(): { nodes: NodeMap; ids: string[] } {
  const list: FolioNode[] = [
    widget('text-widget', 'name', { required: true, label: { text: 'Your name', position: 'top' } } as never),
    widget('text-widget', 'email', { meta: { dataValidationType: 'email', format: 'single', instructions: '' } } as never),
    widget('numeric-widget', 'age', { required: true }),
    widget('multiple-choice-widget', 'colour', {
      required: true,
      meta: {
        acceptMultiple: false,
        display: 'checkbox',
        format: 'asEntered',
        randomize: false,
        options: [
          { value: 'r', option: { type: 'text', text: 'Red' } },
          { value: 'g', option: { type: 'text', text: 'Green' } },
        ],
      },
    } as never),
    widget('date-widget', 'day', { required: true }),
    widget('time-widget', 'at'),
    widget('upload-widget', 'cv'),
    widget('hyperlink-widget', 'site'),
  ];
  const ids = list.map((n) => n.id);
  const button = { ...createNode('button-widget'), id: 'send' } as FolioNode & { meta: { action: { click: object } } };
  button.meta = { ...button.meta, action: { click: { type: 'submit', status: 'idle', widgetIds: ids } } } as never;
  const nodes: NodeMap = Object.fromEntries([...list, button].map((n) => [n.id, n]));
  return { nodes, ids };
}

const good = {
  name: 'Ada',
  email: 'ada@example.com',
  age: 3,
  colour: ['g'],
  day: '2026-11-23',
  at: '13:30',
  cv: [{ uuid: '0b5c1f4e-8a51-4b6c-9d7e-2f1a3b4c5d6e', name: 'cv.pdf' }],
  site: 'https://example.com',
};

const problemsOf = (data: Record<string, unknown>) => {
  const { nodes, ids } = form();
  return checkSubmissionData(nodes, ids, data).problems.map((p) => p.widgetId);
};

describe('checkSubmissionData (the server re-checks what the page sent)', () => {
  it('accepts a complete submission and keeps only the listed widgets in their shapes', () => {
    const { nodes, ids } = form();
    const result = checkSubmissionData(nodes, ids, good);
    expect(result.problems).toEqual([]);
    expect(result.data).toEqual(good);
  });

  it('refuses each §5 rule with the widget named', () => {
    expect(problemsOf({ ...good, name: '  ' })).toEqual(['name']);
    expect(problemsOf({ ...good, email: 'not an address' })).toEqual(['email']);
    expect(problemsOf({ ...good, age: 0 })).toEqual(['age']);
    expect(problemsOf({ ...good, colour: [] })).toEqual(['colour']);
    expect(problemsOf({ ...good, day: null })).toEqual(['day']);
    expect(problemsOf({ ...good, site: 'javascript:alert(1)' })).toEqual(['site']);
  });

  it('refuses unknown widgets, wrong types and oversize answers', () => {
    expect(problemsOf({ ...good, extra: 'x' })).toEqual(['extra']);
    expect(problemsOf({ ...good, name: 42 })).toEqual(['name']);
    expect(problemsOf({ ...good, age: '3' })).toEqual(['age']);
    expect(problemsOf({ ...good, age: 99 })).toEqual(['age']);
    expect(problemsOf({ ...good, colour: ['g', 'r'] })).toEqual(['colour']);
    expect(problemsOf({ ...good, colour: ['blue'] })).toEqual(['colour']);
    expect(problemsOf({ ...good, day: '2026-02-30' })).toEqual(['day']);
    expect(problemsOf({ ...good, at: '25:00' })).toEqual(['at']);
    expect(problemsOf({ ...good, cv: [{ uuid: 'nope', name: 'x' }] })).toEqual(['cv']);
    expect(problemsOf({ ...good, cv: [good.cv[0], good.cv[0]] })).toEqual(['cv']);
    expect(problemsOf({ ...good, name: 'x'.repeat(SUBMISSION_LIMITS.textLength + 1) })).toEqual(['name']);
  });

  it('reads missing optional answers as empty', () => {
    const { nodes, ids } = form();
    const result = checkSubmissionData(nodes, ids, { name: 'A', age: 1, colour: ['r'], day: '2026-01-01' });
    expect(result.problems).toEqual([]);
    expect(result.data).toMatchObject({ email: '', at: null, cv: [], site: '' });
  });

  it('names fields by label, then name, then kind, in the buttons order', () => {
    const { nodes } = form();
    expect(labelOf(nodes.name!)).toBe('Your name');
    expect(formFields(nodes).map((f) => f.widgetId)).toEqual(['name', 'email', 'age', 'colour', 'day', 'at', 'cv', 'site']);
  });
});
