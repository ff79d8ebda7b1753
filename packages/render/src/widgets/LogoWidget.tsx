import type { LogoMeta, LogoWidget as LogoWidgetNode } from '@folio/model';
import { useRenderOptions } from '../context.ts';
import { safeHref, safeSrc } from '../url.ts';
import type { WidgetProps } from './types.ts';

/** The website's logo image; issue 5 resolves meta.websitePartLogoId to meta.imageUrl before rendering. */
export type LogoMetaView = LogoMeta & { imageUrl?: string };

/**
 * The logo image says its alt text, else its caption; a logo with neither is named "Logo" (the editor flags it).
 * Without an image, visitors see the caption (or the alt text) as a word mark, so a logo link is never empty.
 */
export function LogoWidget({ node, mode }: WidgetProps<LogoWidgetNode>) {
  const meta: LogoMetaView = node.meta;
  const { resolveAsset } = useRenderOptions();
  const chosen = resolveAsset?.({ assetId: meta.websitePartLogoId, url: '', role: 'logo' })?.src;
  const src = safeSrc(meta.imageUrl ?? chosen);
  const style = { width: meta.width || 'auto', height: meta.height || 'auto' };
  const caption = meta.caption?.trim() ?? '';
  const alt = meta.alt?.trim() ?? '';
  const words = caption || alt || 'Logo';
  const image = src ? (
    <img className="fo-logo__image" src={src} alt={alt || caption || 'Logo'} style={style} />
  ) : mode === 'edit' ? (
    <span className="fo-logo__placeholder fo-placeholder" role="img" aria-label={words}>
      {words}
    </span>
  ) : caption || alt ? (
    // Visitors of a website without a logo image see its name as a word mark.
    <span className="fo-logo__wordmark">{caption || alt}</span>
  ) : null;
  if (!image) return <div className="fo-logo" />;
  const href = safeHref(meta.linkTo);
  const body = (
    <>
      {image}
      {src && caption ? <span className="fo-logo__caption">{caption}</span> : null}
    </>
  );
  return <div className="fo-logo">{href ? <a href={href}>{body}</a> : body}</div>;
}
