import { describe, expect, it } from 'vitest';
import { safeHref, safeSrc, targetAnchorId } from './url.ts';

describe('urls', () => {
  it('keeps web, mail, phone and relative links and drops script and data links', () => {
    for (const ok of ['https://a.example/x', 'http://a.example', 'mailto:a@b.c', 'tel:+123', '/path', '#top', '?q=1', 'page.html', './x'])
      expect(safeHref(ok), ok).toBe(ok);
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '', '  '])
      expect(safeHref(bad), bad).toBeUndefined();
  });

  it('keeps http(s), blob and relative media sources', () => {
    expect(safeSrc('/files/a.png')).toBe('/files/a.png');
    expect(safeSrc('blob:https://x/1')).toBe('blob:https://x/1');
    expect(safeSrc('//cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeUndefined();
  });

  it('turns target names into ids', () => {
    expect(targetAnchorId('  Our Team! ')).toBe('our-team');
    expect(targetAnchorId('Équipe 2')).toBe('équipe-2');
    expect(targetAnchorId('!!!')).toBe('target');
  });
});
