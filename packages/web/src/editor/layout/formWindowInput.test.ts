import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './formWindowInput.ts';

describe('the form window’s inputs', () => {
  it('shows an instant in local time and reads it back to the same instant', () => {
    const iso = '2027-03-01T09:00:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it('is empty for nothing, and nothing for an empty or odd input', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('soon')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2027-13-45T99:99')).toBeNull();
  });
});
