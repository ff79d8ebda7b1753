import { describe, expect, it } from 'vitest';
import { conditionOn, fieldKindOf, operatorChoices, operatorLabel, valueKindOf, withOperator } from './operatorChoices.ts';

const words = (kind: Parameters<typeof operatorChoices>[0]) => operatorChoices(kind).map((c) => c.label);

describe('the rule builder\'s tests per field kind', () => {
  it('offers only the tests that make sense, in readable words', () => {
    expect(words('text')).toEqual(['is', 'is not', 'contains', 'does not contain', 'is answered', 'is not answered']);
    expect(words('number')).toEqual(['is', 'is not', 'is more than', 'is less than', 'is answered', 'is not answered']);
    expect(words('date')).toEqual(['is', 'is not', 'is after', 'is before', 'is answered', 'is not answered']);
    expect(words('time')).toEqual(['is', 'is not', 'is after', 'is before', 'is answered', 'is not answered']);
    expect(words('choice')).toEqual(['is', 'is not', 'is any of', 'is none of', 'is answered', 'is not answered']);
    expect(words('multiChoice')).toEqual(['is', 'is not', 'is any of', 'is all of', 'is none of', 'is answered', 'is not answered']);
    expect(words('file')).toEqual(['is answered', 'is not answered']);
    expect(operatorLabel('greaterThan', 'number')).toBe('is more than');
  });

  it('reads a widget\'s kind', () => {
    expect(fieldKindOf({ kind: 'text-widget' })).toBe('text');
    expect(fieldKindOf({ kind: 'hyperlink-widget' })).toBe('text');
    expect(fieldKindOf({ kind: 'numeric-widget' })).toBe('number');
    expect(fieldKindOf({ kind: 'multiple-choice-widget', meta: { acceptMultiple: false } })).toBe('choice');
    expect(fieldKindOf({ kind: 'multiple-choice-widget', meta: { acceptMultiple: true } })).toBe('multiChoice');
    expect(fieldKindOf({ kind: 'upload-widget' })).toBe('file');
    expect(fieldKindOf({ kind: 'date-widget' })).toBe('date');
  });

  it('takes the value input of the test and the field', () => {
    expect(valueKindOf('equals', 'choice')).toBe('option');
    expect(valueKindOf('anyOf', 'choice')).toBe('options');
    expect(valueKindOf('isAnswered', 'text')).toBe('none');
    expect(valueKindOf('greaterThan', 'number')).toBe('number');
    expect(valueKindOf('lessThan', 'date')).toBe('date');
    expect(valueKindOf('equals', 'time')).toBe('time');
    expect(valueKindOf('contains', 'text')).toBe('text');
  });

  it('keeps a value across a change of test where it fits, and drops it where none is taken', () => {
    const c = conditionOn('w1', 'choice', ['a', 'b']);
    expect(c).toEqual({ type: 'rule', widgetId: 'w1', op: 'equals', value: 'a' });
    const list = withOperator({ ...c, value: 'b' }, 'anyOf', 'choice', ['a', 'b']);
    expect(list).toEqual({ type: 'rule', widgetId: 'w1', op: 'anyOf', value: ['b'] });
    expect(withOperator(list, 'notEquals', 'choice', ['a', 'b'])).toEqual({ type: 'rule', widgetId: 'w1', op: 'notEquals', value: 'b' });
    expect(withOperator(list, 'isAnswered', 'choice', ['a', 'b'])).toEqual({ type: 'rule', widgetId: 'w1', op: 'isAnswered' });
    expect(withOperator({ type: 'rule', widgetId: 'n', op: 'equals', value: '12' }, 'greaterThan', 'number', [])).toEqual({ type: 'rule', widgetId: 'n', op: 'greaterThan', value: 12 });
    expect(conditionOn('f', 'file', [])).toEqual({ type: 'rule', widgetId: 'f', op: 'isAnswered' });
    expect(conditionOn('t', 'text', [])).toEqual({ type: 'rule', widgetId: 't', op: 'equals', value: '' });
    expect(conditionOn('d', 'date', [])).toEqual({ type: 'rule', widgetId: 'd', op: 'equals' });
  });
});
