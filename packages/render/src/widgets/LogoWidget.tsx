import type { LogoMeta, LogoWidget as LogoWidgetNode } from '@folio/model';
import { useRenderOptions } from '../context.ts';
import { safeHref, safeSrc } from '../url.ts';
import type { WidgetProps } from './types.ts';

/** The website's logo image; issue 5 resolves meta.websitePartLogoId to meta.imageUrl before rendering. */
export type LogoMetaView = LogoMeta & { imageUrl?: string };

export function LogoWidget({ node, mode }: WidgetProps<LogoWidgetNode>) {
  const meta: LogoMetaView = node.meta;
  const { resolveAsset } = useRenderOptions();
  const chosen = resolveAsset?.({ assetId: meta.websitePartLogoId, url: '', role: 'logo' })?.src;
  const src = safeSrc(meta.imageUrl ?? chosen);
  const style = { width: meta.width || 'auto', height: meta.height || 'auto' };
  const image = src ? (
    <img className="fo-logo__image" src={src} alt={meta.caption || 'Logo'} style={style} />
  ) : mode === 'edit' ? (
    <span className="fo-logo__placeholder fo-placeholder" role="img" aria-label={meta.caption || 'Logo'}>
      {meta.caption || 'Logo'}
    </span>
  ) : meta.caption ? (
    // Visitors of a website without a logo image see its name as a word mark.
    <span className="fo-logo__wordmark">{meta.caption}</span>
  ) : null;
  const href = safeHref(meta.linkTo);
  const body = (
    <>
      {image}
      {src && meta.caption ? <span className="fo-logo__caption">{meta.caption}</span> : null}
    </>
  );
  return <div className="fo-logo">{href ? <a href={href}>{body}</a> : body}</div>;
}
