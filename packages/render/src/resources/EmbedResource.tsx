import type { EmbedResourceNode } from '@folio/model';
import type { RenderMode } from '../context.ts';
import { embedSource } from '../embed.ts';
import { safeHref } from '../url.ts';
import { cx } from '../design.ts';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo', soundcloud: 'SoundCloud', spotify: 'Spotify' } as const;

/** A video/audio player from an allowed provider; any other link is shown as a link. */
export function EmbedResource({ node, mode }: { node: EmbedResourceNode; mode: RenderMode }) {
  const size = /^[a-z]+$/.test(node.size) ? node.size : 'medium';
  // The editor never autoplays: an author would hear every video on the page while editing.
  const source = embedSource(node.link, node.autoplay && mode === 'view');
  if (source) {
    const title = node.name || `${PROVIDER_NAMES[source.provider]} ${source.media === 'video' ? 'video' : 'audio'}`;
    return (
      <div className={cx('fo-embed', `fo-embed--${source.media}`, `fo-embed--${source.provider}`, `fo-embed--${size}`)}>
        <iframe
          src={source.src}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const href = safeHref(node.link);
  if (!href) {
    return (
      <div className="fo-embed fo-placeholder" role="img" aria-label="No embed link">
        {mode === 'edit' ? 'Paste a YouTube, Vimeo, SoundCloud or Spotify link' : null}
      </div>
    );
  }
  return (
    <p className="fo-embed fo-embed--link">
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {node.name || node.link}
      </a>
    </p>
  );
}
