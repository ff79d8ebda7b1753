import { useEffect, useRef, useState } from 'react';
import type { GalleryItem, GalleryWidget as GalleryWidgetNode } from '@folio/model';
import { useRenderOptions } from '../context.ts';
import { cx } from '../design.ts';
import { safeSrc } from '../url.ts';
import { scrollBehavior } from '../visitor/motion.ts';
import { labelText } from './Field.tsx';
import { Icon } from './Icon.tsx';
import type { WidgetProps } from './types.ts';

/** What an image of the gallery says: its alt text, else its caption; nothing for a decorative one. */
export function galleryAlt(item: GalleryItem): string {
  if (item.decorative) return '';
  return item.alt?.trim() || item.caption?.trim() || '';
}

/**
 * Images as a slideshow (a scroll-snap strip, so it still scrolls without JS; prev/next move one slide) or a
 * grid. meta.format is the image fit ('contain' or 'cover'). The slideshow's strip scrolls, so it takes the keyboard
 * focus (its arrow keys move a slide) and carries the gallery's name.
 */
export function GalleryWidget({ node }: WidgetProps<GalleryWidgetNode>) {
  const { resolveAsset } = useRenderOptions();
  // The editor draws each image from the address its host describes (e.g. a signed one); visitors get it as stored.
  const items = (node.meta.items ?? [])
    .map((item) => ({ ...item, url: resolveAsset?.({ assetId: item.assetId || null, url: item.url })?.src ?? item.url }))
    .filter((item) => safeSrc(item.url));
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = items.length;
  const current = count ? Math.min(index, count - 1) : 0;
  const fit = node.meta.format === 'cover' ? 'cover' : 'contain';
  const name = labelText(node);

  useEffect(() => {
    const el = track.current;
    const slide = el?.children[current] as HTMLElement | undefined;
    if (el && slide && typeof el.scrollTo === 'function') el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: scrollBehavior(window) });
  }, [current]);

  if (count === 0) {
    return (
      <div className="fo-gallery fo-placeholder" role="img" aria-label={`${name}: no images yet`}>
        <span>No images yet</span>
      </div>
    );
  }

  const figure = (item: (typeof items)[number], i: number) => (
    <figure key={`${item.assetId}-${i}`} className="fo-gallery__item">
      <img src={safeSrc(item.url)} alt={galleryAlt(item)} loading={i === 0 ? undefined : 'lazy'} style={{ objectFit: fit }} />
      {item.caption ? <figcaption>{item.caption}</figcaption> : null}
    </figure>
  );

  if (node.meta.display === 'grid') {
    return (
      <div className="fo-gallery fo-gallery--grid" role="group" aria-label={name}>
        {items.map(figure)}
      </div>
    );
  }

  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section className={cx('fo-gallery', 'fo-gallery--slideshow')} aria-roledescription="carousel" aria-label={name} data-fo-gallery="">
      <div className="fo-gallery__track" ref={track} data-fo-gallery-track="" tabIndex={0} role="group" aria-label={`${name}: images`}>
        {items.map((item, i) => (
          <div
            key={`${item.assetId}-${i}`}
            className={cx('fo-gallery__slide', i === current && 'fo-gallery__slide--current')}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-current={i === current || undefined}
          >
            {figure(item, i)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="fo-gallery__controls">
          <button type="button" className="fo-gallery__prev" aria-label="Previous image" data-fo-gallery-prev="" onClick={() => go(current - 1)}>
            <Icon name="chevron-left" />
          </button>
          <span className="fo-gallery__status" aria-live="polite" data-fo-gallery-status="">
            {`${current + 1} of ${count}`}
          </span>
          <button type="button" className="fo-gallery__next" aria-label="Next image" data-fo-gallery-next="" onClick={() => go(current + 1)}>
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
