import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { VISITOR_MESSAGES, messagesScript, visitorMessages } from './index.ts';
import { format } from './text.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('visitor messages', () => {
  it('every shipped language has every key, with the same placeholders, and nothing more', () => {
    expect(Object.keys(VISITOR_MESSAGES).sort()).toEqual(['ar', 'en', 'fr']);
    for (const [lang, messages] of Object.entries(VISITOR_MESSAGES)) {
      expect(Object.keys(messages).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(typeof text, `${lang}.${key}`).toBe('string');
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it('picks the primary language and falls back to English', () => {
    expect(visitorMessages('fr-CA').submit).toBe('Envoyer');
    expect(visitorMessages('ar').submit).toBe('إرسال');
    expect(visitorMessages('de')).toBe(en);
    expect(format(en.stepOf, { step: 2, total: 3 })).toBe('Step 2 of 3');
  });

  it('writes only a non-English page’s set into the page, with no way out of its element', () => {
    expect(messagesScript('en')).toBe('');
    expect(messagesScript('de')).toBe('');
    const fr = messagesScript('fr');
    expect(fr).toMatch(/^<script type="application\/json" id="fo-messages">\{.*\}<\/script>$/);
    expect(fr.slice(0, -'</script>'.length)).not.toContain('</');
    expect(JSON.parse(fr.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual(VISITOR_MESSAGES.fr);
  });
});
