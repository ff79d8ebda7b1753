import { describe, expect, it } from 'vitest';
import { FORM_WINDOW_TEXTS, closedText, formPhase, formWindowChanged, formWindowProblem, instantOf, nextFormChange } from './formWindow.ts';

const opensAt = '2027-03-01T09:00:00Z';
const closesAt = '2027-03-08T17:30:00+02:00';
const opens = Date.parse(opensAt);
const closes = Date.parse(closesAt);

describe('form window', () => {
  it('reads ISO 8601 instants with a zone only', () => {
    expect(instantOf(opensAt)).toBe(opens);
    expect(instantOf('2027-03-01T09:00Z')).toBe(opens);
    expect(instantOf('2027-03-01T09:00:00')).toBeNull();
    expect(instantOf('2027-03-01')).toBeNull();
    expect(instantOf('2027-02-30T09:00:00Z')).not.toBeNull(); // Date rolls it over; the editor writes real ones
    expect(instantOf(null)).toBeNull();
  });

  it('is before, open and after by the clock, the closing instant itself closed', () => {
    const root = { opensAt, closesAt };
    expect(formPhase(root, opens - 1)).toBe('before');
    expect(formPhase(root, opens)).toBe('open');
    expect(formPhase(root, closes - 1)).toBe('open');
    expect(formPhase(root, closes)).toBe('after');
    expect(formPhase({}, 0)).toBe('open');
    expect(formPhase({ opensAt: null, closesAt: null }, 0)).toBe('open');
  });

  it('names the next instant the phase changes', () => {
    const root = { opensAt, closesAt };
    expect(nextFormChange(root, opens - 10)).toBe(opens);
    expect(nextFormChange(root, opens)).toBe(closes);
    expect(nextFormChange(root, closes)).toBeNull();
    expect(nextFormChange({}, 0)).toBeNull();
  });

  it("says the author's message, else when it opens, else that it is closed", () => {
    expect(closedText({ opensAt, closedMessage: '  Back in spring.  ' }, 'before')).toBe('Back in spring.');
    expect(closedText({ opensAt }, 'before')).toBe('This form opens on 1 March 2027, 09:00 UTC.');
    expect(closedText({ opensAt }, 'after')).toBe(FORM_WINDOW_TEXTS.closed);
    expect(closedText({ closedMessage: ' ' }, 'full')).toBe(FORM_WINDOW_TEXTS.closed);
  });

  it('refuses a window that closes before it opens, a non-instant and a long message', () => {
    expect(formWindowProblem({ opensAt, closesAt })).toBeNull();
    expect(formWindowProblem({ opensAt: closesAt, closesAt: opensAt })).toMatch(/^root\.closesAt: The form must close after it opens/);
    expect(formWindowProblem({ opensAt, closesAt: opensAt })).toMatch(/close after it opens/);
    expect(formWindowProblem({ opensAt: 'tomorrow' })).toMatch(/^root\.opensAt must be a date and time/);
    expect(formWindowProblem({ closedMessage: 'x'.repeat(501) })).toMatch(/500 characters/);
    expect(formWindowProblem({ opensAt: null, closesAt: null, closedMessage: '' })).toBeNull();
  });

  it('tells a changed window apart from absent and null', () => {
    expect(formWindowChanged({}, { opensAt: null, closedMessage: '' })).toBe(false);
    expect(formWindowChanged({}, { closesAt })).toBe(true);
    expect(formWindowChanged({ closedMessage: 'a' }, { closedMessage: 'b' })).toBe(true);
  });
});
