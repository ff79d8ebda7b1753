import { describe, expect, it } from 'vitest';
import { confirmError, newAccountRules, newPasswordRules } from './passwordRules.ts';
import { emailError, signInRules } from './validation.ts';

describe('form validation rules', () => {
  it('accepts a confirmation that repeats the password and rejects one that does not', () => {
    expect(confirmError('s3cret-enough', 's3cret-enough')).toBeNull();
    expect(confirmError('s3cret-enough', 's3cret-enougH')).toBe('The passwords do not match');
  });

  it('checks the confirmation against the password field of the form values', () => {
    expect(newPasswordRules.confirm('a-long-passphrase', { password: 'a-long-passphrase' })).toBeNull();
    expect(newPasswordRules.confirm('', { password: 'a-long-passphrase' })).toBe('The passwords do not match');
    expect(newPasswordRules.password('')).toBe('Choose a password');
  });

  it('asks a new account for a name that is more than spaces and a valid email', () => {
    expect(newAccountRules.displayName('   ')).toBe('Enter your name');
    expect(newAccountRules.displayName(' Jane ')).toBeNull();
    expect(newAccountRules.email('jane@')).toBe(emailError('jane@'));
    expect(newAccountRules.email('jane@example.com')).toBeNull();
  });

  it('lets a sign-in password of spaces through (spaces count in passwords) but not an empty one', () => {
    expect(signInRules.password('')).toBe('Enter your password');
    expect(signInRules.password('   ')).toBeNull();
    expect(signInRules.username('not-an-email')).toBe('Enter a valid email address, like name@example.com');
  });
});
