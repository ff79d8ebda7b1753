import { describe, expect, it } from 'vitest';
import { htmlToLines, linesToHtml } from './richText.ts';

describe('rich texts as lines', () => {
  it('stores each line as an escaped paragraph and reads it back', () => {
    expect(linesToHtml('Bonjour & <bienvenue>\nDeux')).toBe('<p>Bonjour &amp; &lt;bienvenue&gt;</p><p>Deux</p>');
    expect(htmlToLines('<p>Bonjour &amp; &lt;bienvenue&gt;</p><p>Deux</p>')).toBe('Bonjour & <bienvenue>\nDeux');
    expect(htmlToLines(linesToHtml('a\n\nb'))).toBe('a\n\nb');
    expect(linesToHtml('  ')).toBe('');
    expect(htmlToLines('<h2>Title</h2><ul><li>One</li><li>Two</li></ul>')).toBe('Title\nOne\nTwo');
  });
});
