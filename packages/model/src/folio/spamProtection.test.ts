import { describe, expect, it } from 'vitest';
import { createFolio } from './defaults.ts';
import { NEW_FOLIO_SPAM_PROTECTION, SPAM_TEXTS, spamProtectionProblem, usesProofOfWork } from './spamProtection.ts';
import { TEMPLATE_ROOT_FIELDS, describeChanges, templateEditProblem } from './templateRules.ts';

describe('spam protection on the root', () => {
  it('asks for a proof of work only when the root says proofOfWork (absent = none, as on folios made before)', () => {
    expect(usesProofOfWork({ spamProtection: 'proofOfWork' })).toBe(true);
    expect(usesProofOfWork({ spamProtection: 'none' })).toBe(false);
    expect(usesProofOfWork({})).toBe(false);
    expect(usesProofOfWork(null)).toBe(false);
  });

  it('is set on a new folio only when asked (the server asks for proof of work; documents of old keep none)', () => {
    expect(NEW_FOLIO_SPAM_PROTECTION).toBe('proofOfWork');
    expect(createFolio('u1', { spamProtection: NEW_FOLIO_SPAM_PROTECTION }).root.spamProtection).toBe('proofOfWork');
    expect('spamProtection' in createFolio('u1').root).toBe(false);
  });

  it('takes proofOfWork, none or nothing', () => {
    expect(spamProtectionProblem('proofOfWork')).toBeNull();
    expect(spamProtectionProblem('none')).toBeNull();
    expect(spamProtectionProblem(undefined)).toBeNull();
    expect(spamProtectionProblem('captcha')).toBe(SPAM_TEXTS.notAChoice);
    expect(spamProtectionProblem(true)).toBe(SPAM_TEXTS.notAChoice);
    expect(spamProtectionProblem(null)).toBe(SPAM_TEXTS.notAChoice);
  });

  it('may be changed in a template-based folio, as its other settings', () => {
    expect(TEMPLATE_ROOT_FIELDS).toContain('spamProtection');
    const before = createFolio('u1', { spamProtection: 'proofOfWork' });
    const after = { ...before, root: { ...before.root, spamProtection: 'none' as const } };
    expect(templateEditProblem(before, after, describeChanges(before, after))).toBeNull();
  });
});
