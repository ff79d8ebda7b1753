// The shared document's gate and a PATCH on a folio's translations (issue 32): rich texts must come out of the sanitizer unchanged.
import { describe, expect, it } from 'vitest';
import { sanitizedTranslations, translationsRefusal } from './folioTranslations.ts';

describe('translations on their way in', () => {
  it('the gate takes clean rich texts and plain texts, and refuses markup the sanitizer would take out', async () => {
    const before = { translations: { fr: { 'r1.html': '<p>Bonjour</p>' } } };
    expect(await translationsRefusal(before, { language: 'en', translations: { fr: { 'r1.html': '<p>Bonjour</p>', 'r2.html': '<p>a &amp; b</p><p></p><p>c</p>', 'w1.label': '<b>plain</b>' } } })).toBeNull();
    expect(await translationsRefusal(before, { language: 'en', translations: { fr: { 'r1.html': '<p>Bonjour<script>alert(1)</script></p>' } } })).toMatch(/^root\.translations\.fr\.r1\.html holds markup that is not allowed$/);
    expect(await translationsRefusal(before, { language: 'en', translations: { fr: { 'r1.html': '<img src=x onerror=alert(1)>' } } })).toMatch(/not allowed/);
    expect(await translationsRefusal(before, { language: 'fr', translations: { fr: {} } })).toMatch(/own language/);
  });

  it('a PATCH sanitizes rich texts and refuses a bad shape', async () => {
    const clean = await sanitizedTranslations({ fr: { 'r1.html': '<p>Salut<script>alert(1)</script></p>', 'w1.label': 'Nom <b>' } });
    expect(clean.fr!['r1.html']).toBe('<p>Salut</p>');
    // a plain text is text: shown escaped by React, kept as typed
    expect(clean.fr!['w1.label']).toBe('Nom <b>');
    await expect(sanitizedTranslations({ 'not a tag': {} })).rejects.toThrow(/language tag/);
  });
});
