import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, embeddingChanged, isEmbeddable } from './embedding.ts';

describe('embedding', () => {
  it('is on only when the root says true', () => {
    expect(isEmbeddable({ embeddable: true })).toBe(true);
    expect(isEmbeddable({ embeddable: false })).toBe(false);
    expect(isEmbeddable({})).toBe(false);
    expect(isEmbeddable(null)).toBe(false);
  });

  it('tells absent and false apart from true only', () => {
    expect(embeddingChanged({}, { embeddable: false })).toBe(false);
    expect(embeddingChanged({}, { embeddable: true })).toBe(true);
    expect(embeddingChanged({ embeddable: true }, { embeddable: false })).toBe(true);
  });

  it('adds the embed query to the page address, keeping its own', () => {
    expect(embedUrl('https://sites.example/folio/f1/page/p1')).toBe('https://sites.example/folio/f1/page/p1?embed=1');
    expect(embedUrl('https://sites.example/garden?x=1')).toBe('https://sites.example/garden?x=1&embed=1');
  });

  it('writes the iframe and the script, the title escaped', () => {
    expect(embedSnippet('https://sites.example/garden', 'https://sites.example/', 'Tom & "Jerry" <3')).toBe(
      '<iframe src="https://sites.example/garden?embed=1" data-folio-embed title="Tom &amp; &quot;Jerry&quot; &lt;3" style="width:100%;border:0" loading="lazy"></iframe>' +
        '<script src="https://sites.example/embed.js" async></script>',
    );
    expect(embedSnippet('https://s.example/a', 'https://s.example', '', 480)).toContain('title="Folio" style="width:100%;border:0;height:480px"');
  });
});
