// The one evaluator of form logic (issue 31): every operator on every kind of answer, nested all/any groups, and
// what an unanswered (or hidden) widget counts as.
import { describe, expect, it } from 'vitest';
import { conditionHolds, ruleHolds, ruleWidgetIds, type LogicCondition, type LogicGroup, type LogicOperator } from './logic.ts';

const c = (widgetId: string, op: LogicOperator, value?: LogicCondition['value']): LogicCondition => ({ type: 'rule', widgetId, op, ...(value === undefined ? {} : { value }) });
const all = (...rules: LogicGroup['rules']): LogicGroup => ({ type: 'group', match: 'all', rules });
const any = (...rules: LogicGroup['rules']): LogicGroup => ({ type: 'group', match: 'any', rules });

const answers = { name: ' Ada Lovelace ', age: 36, colour: ['g', 'b'], one: ['r'], day: '2026-11-29', at: '09:30', empty: '', none: [], files: [{ uuid: 'x', name: 'cv.pdf' }] };

describe('conditions', () => {
  it('equals / notEquals: text ignoring case and spaces, numbers as numbers, options by key', () => {
    expect(conditionHolds(c('name', 'equals', 'ada lovelace'), answers)).toBe(true);
    expect(conditionHolds(c('name', 'equals', 'Ada'), answers)).toBe(false);
    expect(conditionHolds(c('age', 'equals', '36'), answers)).toBe(true);
    expect(conditionHolds(c('age', 'equals', 36.5), answers)).toBe(false);
    expect(conditionHolds(c('one', 'equals', 'r'), answers)).toBe(true);
    expect(conditionHolds(c('colour', 'equals', 'g'), answers)).toBe(true);
    expect(conditionHolds(c('name', 'notEquals', 'Grace'), answers)).toBe(true);
    expect(conditionHolds(c('one', 'notEquals', 'r'), answers)).toBe(false);
    // An unanswered widget equals nothing, and so differs from everything.
    expect(conditionHolds(c('empty', 'equals', ''), answers)).toBe(false);
    expect(conditionHolds(c('missing', 'notEquals', 'x'), answers)).toBe(true);
  });

  it('contains / notContains: a part of the text, or one of the options', () => {
    expect(conditionHolds(c('name', 'contains', 'LOVE'), answers)).toBe(true);
    expect(conditionHolds(c('name', 'contains', ''), answers)).toBe(false);
    expect(conditionHolds(c('colour', 'contains', 'b'), answers)).toBe(true);
    expect(conditionHolds(c('colour', 'notContains', 'r'), answers)).toBe(true);
    expect(conditionHolds(c('missing', 'contains', 'a'), answers)).toBe(false);
    expect(conditionHolds(c('files', 'contains', 'cv.pdf'), answers)).toBe(true);
  });

  it('greaterThan / lessThan: numbers, dates and times in order; nothing for an unanswered widget', () => {
    expect(conditionHolds(c('age', 'greaterThan', 18), answers)).toBe(true);
    expect(conditionHolds(c('age', 'lessThan', '18'), answers)).toBe(false);
    expect(conditionHolds(c('day', 'greaterThan', '2026-01-01'), answers)).toBe(true);
    expect(conditionHolds(c('day', 'lessThan', '2026-12-01'), answers)).toBe(true);
    expect(conditionHolds(c('at', 'lessThan', '10:00'), answers)).toBe(true);
    expect(conditionHolds(c('missing', 'greaterThan', 0), answers)).toBe(false);
    expect(conditionHolds(c('missing', 'lessThan', 0), answers)).toBe(false);
  });

  it('isAnswered / isNotAnswered: empty text, no options, no files and absence are unanswered', () => {
    for (const id of ['name', 'age', 'colour', 'day', 'files']) expect(conditionHolds(c(id, 'isAnswered'), answers), id).toBe(true);
    for (const id of ['empty', 'none', 'missing']) expect(conditionHolds(c(id, 'isNotAnswered'), answers), id).toBe(true);
    expect(conditionHolds(c('age', 'isAnswered'), { age: 0 })).toBe(true);
  });

  it('anyOf / allOf / noneOf: the chosen options against a list', () => {
    expect(conditionHolds(c('colour', 'anyOf', ['r', 'b']), answers)).toBe(true);
    expect(conditionHolds(c('colour', 'anyOf', ['r']), answers)).toBe(false);
    expect(conditionHolds(c('colour', 'allOf', ['g', 'b']), answers)).toBe(true);
    expect(conditionHolds(c('colour', 'allOf', ['g', 'r']), answers)).toBe(false);
    expect(conditionHolds(c('colour', 'allOf', []), answers)).toBe(false);
    expect(conditionHolds(c('colour', 'noneOf', ['r']), answers)).toBe(true);
    expect(conditionHolds(c('missing', 'noneOf', ['r']), answers)).toBe(true);
    // A single text answer counts as a list of one.
    expect(conditionHolds(c('name', 'anyOf', ['ada lovelace', 'grace hopper']), answers)).toBe(true);
  });
});

describe('groups', () => {
  it('combine with all / any, nested; an empty group holds', () => {
    expect(ruleHolds(all(c('age', 'greaterThan', 18), c('colour', 'contains', 'g')), answers)).toBe(true);
    expect(ruleHolds(all(c('age', 'greaterThan', 18), c('colour', 'contains', 'r')), answers)).toBe(false);
    expect(ruleHolds(any(c('age', 'lessThan', 18), c('colour', 'contains', 'b')), answers)).toBe(true);
    expect(ruleHolds(any(c('age', 'lessThan', 18), c('colour', 'contains', 'r')), answers)).toBe(false);
    const nested = all(c('name', 'isAnswered'), any(c('age', 'lessThan', 18), all(c('day', 'greaterThan', '2026-06-01'), c('at', 'lessThan', '12:00'))));
    expect(ruleHolds(nested, answers)).toBe(true);
    expect(ruleHolds(nested, { ...answers, at: '13:00' })).toBe(false);
    expect(ruleHolds(all(), answers)).toBe(true);
    expect(ruleHolds(undefined, answers)).toBe(true);
    expect(ruleWidgetIds(nested).sort()).toEqual(['age', 'at', 'day', 'name']);
  });

  it('stops at the deepest nesting allowed (a deeper group does not hold)', () => {
    const deep = all(all(all(all(c('name', 'isAnswered')))));
    expect(ruleHolds(deep, answers)).toBe(false);
    expect(ruleHolds(all(all(all(c('name', 'isAnswered')))), answers)).toBe(true);
  });
});
