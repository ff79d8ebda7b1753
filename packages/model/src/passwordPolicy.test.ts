import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './commonPasswords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './passwordPolicy.ts';

describe('passwordProblem', () => {
  it('accepts a long uncommon passphrase', () => {
    expect(passwordProblem('violet kettle under the stairs')).toBeNull();
  });

  it('refuses a password shorter than the minimum and says how long it must be', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('The password must be at least 8 characters long.');
  });

  it('accepts exactly the minimum and exactly the maximum length', () => {
    expect(passwordProblem('xq7!kz#w')).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('refuses a password longer than the maximum', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('The password must be at most 256 characters long.');
  });

  it('counts characters, not UTF-16 code units', () => {
    // Seven emoji are 14 code units but 7 characters.
    expect(passwordProblem('😀😁😂🤣😃😄😅')).toBe('The password must be at least 8 characters long.');
  });

  it('refuses common passwords whatever their case', () => {
    const message = 'This password is one of the 1,000 most common passwords; please choose another.';
    expect(passwordProblem('password')).toBe(message);
    expect(passwordProblem('PassWord')).toBe(message);
    expect(passwordProblem('qwertyuiop')).toBe(message);
    expect(passwordProblem('1qaz2wsx')).toBe(message);
  });

  it('holds exactly 1,000 distinct lowercase entries, most common first', () => {
    expect(COMMON_PASSWORDS).toHaveLength(1000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(1000);
    expect(COMMON_PASSWORDS.every((p) => p === p.toLowerCase())).toBe(true);
    expect(COMMON_PASSWORDS[0]).toBe('123456');
  });
});
