// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { AssetResourceView } from './AssetResource.tsx';
import type { ResolveAsset } from '../context.ts';
import { embedSource } from '../embed.ts';
import { docWith, node } from '../test/docs.ts';
import { markup, staticDom } from '../test/render.tsx';

const embed = (link: string, autoplay = false, mode: 'view' | 'edit' = 'view') =>
  staticDom(docWith(node('embed-resource', 'e1', { link, autoplay, name: 'Clip' })), { mode });

describe('embeds', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    [
      'https://soundcloud.com/artist/song',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fsong&auto_play=false',
    ],
  ])('frames %s as %s', (link, src) => {
    const iframe = embed(link).querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe(src);
    expect(iframe.getAttribute('title')).toBe('Clip');
    expect(iframe.getAttribute('loading')).toBe('lazy');
  });

  it('adds the autoplay parameters (muted video) when autoplay is set, but never in the editor', () => {
    expect(embed('https://youtu.be/dQw4w9WgXcQ', true).querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
    );
    expect(embedSource('https://vimeo.com/1', true)?.src).toBe('https://player.vimeo.com/video/1?autoplay=1&muted=1');
    expect(embedSource('https://soundcloud.com/a/b', true)?.src).toContain('auto_play=true');
    expect(embed('https://youtu.be/dQw4w9WgXcQ', true, 'edit').querySelector('iframe')!.getAttribute('src')).not.toContain('autoplay');
  });

  it('never frames a link from outside the allowlist; it becomes a plain link', () => {
    for (const link of ['https://evil.example/embed', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/about']) {
      const dom = embed(link);
      expect(dom.querySelector('iframe'), link).toBeNull();
      const a = dom.querySelector('a')!;
      expect(a.getAttribute('href')).toBe(link);
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });

  it('drops javascript: links and shows a placeholder instead', () => {
    const dom = embed('javascript:alert(1)');
    expect(dom.querySelector('a')).toBeNull();
    expect(dom.querySelector('iframe')).toBeNull();
    expect(dom.querySelector('.fo-placeholder')).not.toBeNull();
  });
});

describe('assets', () => {
  const asset = (fields: Partial<AssetResourceView>) =>
    staticDom(docWith({ ...node('asset-resource', 'a1'), ...fields } as AssetResourceView));

  it('draws an image with its alt text and intrinsic size', () => {
    const img = asset({ url: '/files/cat.jpg', alt: 'A cat', width: 640, height: 480 }).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/files/cat.jpg');
    expect(img.getAttribute('alt')).toBe('A cat');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
  });

  it('loads images lazily unless marked as a priority (the first image of a page), fetched at once and first', () => {
    const lazy = asset({ url: '/a.png' }).querySelector('img')!;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('fetchpriority')).toBeNull();
    const first = asset({ url: '/a.png', priority: true }).querySelector('img')!;
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('passes responsive candidates as srcset with sizes', () => {
    const img = asset({ url: '/a.webp', srcset: '/a-480.webp 480w, /a-960.webp 960w' }).querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/a-480.webp 480w, /a-960.webp 960w');
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('draws video, audio and other files by type, MIME type or extension', () => {
    expect(asset({ url: '/v.mp4' }).querySelector('video[controls]')?.getAttribute('src')).toBe('/v.mp4');
    expect(asset({ url: '/x', mime: 'audio/mpeg' }).querySelector('audio[controls]')).not.toBeNull();
    expect(asset({ url: '/x', type: 'video' }).querySelector('video')).not.toBeNull();
    const file = asset({ url: '/files/report.pdf', name: 'Report' }).querySelector('a')!;
    expect(file.getAttribute('href')).toBe('/files/report.pdf');
    expect(file.textContent).toBe('Report');
  });

  it('shows a placeholder when the asset has no usable url', () => {
    expect(asset({ url: '' }).querySelector('.fo-placeholder[role="img"]')?.getAttribute('aria-label')).toBe('No asset chosen');
    expect(markup(docWith({ ...node('asset-resource', 'a1'), url: 'javascript:alert(1)' }))).not.toContain('javascript:');
  });

  it('draws a file the host describes as the host says (the editor canvas): an image, not a download link', () => {
    const resolveAsset: ResolveAsset = ({ assetId, url }) =>
      assetId === 'as1' && url === '/blob/b1' ? { type: 'image', mime: 'image/png', width: 800, height: 600, src: '/blob/b1?sig=s' } : undefined;
    const doc = docWith({ ...node('asset-resource', 'a1'), assetId: 'as1', url: '/blob/b1', name: 'Cat' } as AssetResourceView);
    expect(staticDom(doc).querySelector('img')).toBeNull();
    const img = staticDom(doc, { resolveAsset, mode: 'edit' }).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/blob/b1?sig=s');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    const other = docWith({ ...node('asset-resource', 'a1'), assetId: null, url: '/blob/b2', name: 'Report' } as AssetResourceView);
    expect(staticDom(other, { resolveAsset }).querySelector('a')?.getAttribute('href')).toBe('/blob/b2');
  });
});
