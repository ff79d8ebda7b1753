// @vitest-environment jsdom
// (jsdom, not happy-dom: DOMPurify under happy-dom unwraps the first element and lets <script> through, so a
// sanitizer test there would test happy-dom, not DOMPurify.)
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('rich text sanitizing', () => {
  it('keeps the formatting the toolbar produces', () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> ' +
      '<span style="color: #9c27b0; font-family: &quot;Alex Brush&quot;, cursive">fancy</span></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2 style="text-align: center">Title</h2>');
    expect(clean).toContain('<strong>b</strong>');
    expect(clean).toContain('<u>u</u>');
    expect(clean).toContain('color: #9c27b0');
    expect(clean).toContain('font-family:');
    expect(clean).toContain('<ul><li>one</li></ul>');
  });

  it.each([
    ['<p>x<script>alert(1)</script></p>', /script/i],
    ['<img src=x onerror=alert(1)>', /onerror|<img/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['<a href="  JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['<svg><g onload="alert(1)"></g></svg>', /onload|<svg/i],
    ['<iframe src="https://evil.example"></iframe>', /iframe/i],
    ['<p style="background:url(javascript:alert(1))">x</p>', /url\(|background/i],
    ['<p style="color: red; position: fixed; top: 0">x</p>', /position|top:/i],
    ['<p data-x="1" onclick="alert(1)">x</p>', /onclick|data-x/i],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', /onerror/i],
    ['<form action="https://evil.example"><input name="a"></form>', /<form|<input/i],
  ])('removes what could run or escape the text: %s', (dirty, forbidden) => {
    expect(sanitizeRichText(dirty)).not.toMatch(forbidden);
  });

  it('makes links that open a new tab safe and keeps ordinary links', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.co">x</a>')).toBe('<a href="mailto:a@b.co">x</a>');
  });
});
