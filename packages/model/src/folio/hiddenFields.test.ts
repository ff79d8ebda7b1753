import { describe, expect, it } from 'vitest';
import { HIDDEN_VALUE_MAX, checkHiddenValues, hiddenFieldsOf, hiddenFieldsProblem, splitHidden } from './hiddenFields.ts';

describe('hidden fields', () => {
  it('takes names of letters, digits and _ starting with a letter, at most 20, each once', () => {
    expect(hiddenFieldsProblem(['ref', 'utm_source', 'A1'])).toBeNull();
    expect(hiddenFieldsProblem(['1ref'])).toMatch(/must start with a letter/);
    expect(hiddenFieldsProblem(['re-f'])).toMatch(/must start with a letter/);
    expect(hiddenFieldsProblem(['a'.repeat(41)])).toMatch(/at most 40/);
    expect(hiddenFieldsProblem(['ref', 'REF'])).toMatch(/named twice/);
    expect(hiddenFieldsProblem(Array.from({ length: 21 }, (_, i) => `f${i}`))).toMatch(/at most 20/);
    expect(hiddenFieldsOf({ hiddenFields: ['ref', 'ref', 'bad name'] })).toEqual(['ref']);
  });

  it('stores declared values under hidden:<name>, refuses others, non-text and long ones', () => {
    expect(checkHiddenValues(['ref'], { ref: 'newsletter' })).toEqual({ problem: null, data: { 'hidden:ref': 'newsletter' } });
    expect(checkHiddenValues(['ref'], undefined)).toEqual({ problem: null, data: {} });
    expect(checkHiddenValues(['ref'], { ref: '' }).data).toEqual({});
    expect(checkHiddenValues(['ref'], { utm: 'x' }).problem).toEqual({ field: 'hidden.utm', message: 'hidden.utm is not a hidden field of this form' });
    expect(checkHiddenValues(['ref'], { ref: 3 }).problem?.message).toBe('hidden.ref must be text');
    expect(checkHiddenValues(['ref'], { ref: 'x'.repeat(HIDDEN_VALUE_MAX + 1) }).problem?.message).toMatch(/longer than 500/);
    expect(checkHiddenValues(['ref'], ['x']).problem?.field).toBe('hidden');
  });

  it('splits stored data into answers and hidden values', () => {
    expect(splitHidden({ w1: 'Ada', 'hidden:ref': 'newsletter' })).toEqual({ answers: { w1: 'Ada' }, hidden: { ref: 'newsletter' } });
  });
});
