import type { AssetResourceNode } from '@folio/model';
import { useRenderOptions, type AssetMediaType, type ResolvedAsset } from '../context.ts';
import { safeSrc } from '../url.ts';

export type { AssetMediaType };

/**
 * Fields an asset resource may carry beyond the model's (assetId, url, name). Assets arrive with issue 4, which
 * fills these from the stored asset metadata; everything is optional so older documents still render.
 */
export interface AssetResourceExtras {
  type?: AssetMediaType;
  mime?: string;
  alt?: string;
  width?: number;
  height?: number;
  /** responsive candidates, e.g. 'a-480.webp 480w, a-960.webp 960w' */
  srcset?: string;
  sizes?: string;
  /** likely above the fold (a published page's first image): loaded at once and fetched first, not lazily */
  priority?: boolean;
}
export type AssetResourceView = AssetResourceNode & AssetResourceExtras;

const EXTENSIONS: Array<[RegExp, AssetMediaType]> = [
  [/\.(avif|webp|png|jpe?g|gif|svg|bmp)$/i, 'image'],
  [/\.(mp4|webm|mov|m4v|ogv)$/i, 'video'],
  [/\.(mp3|wav|ogg|oga|m4a|aac|flac)$/i, 'audio'],
];

/** The asset's media type: the stored type, else from the MIME type, else from the URL's extension. */
export function assetMediaType(node: AssetResourceView): AssetMediaType {
  if (node.type) return node.type;
  const major = node.mime?.split('/')[0];
  if (major === 'image' || major === 'video' || major === 'audio') return major;
  if (node.mime) return 'file';
  const path = (node.url ?? '').split(/[?#]/)[0] ?? '';
  return EXTENSIONS.find(([pattern]) => pattern.test(path))?.[1] ?? 'file';
}

/** The node as the host describes its file (the editor canvas); without a description, as stored. */
function described(node: AssetResourceView, file: ResolvedAsset | undefined): AssetResourceView {
  if (!file) return node;
  const view: AssetResourceView = { ...node, url: file.src, type: file.type };
  if (file.mime !== undefined) view.mime = file.mime;
  if (file.width !== undefined && file.height !== undefined) {
    view.width = file.width;
    view.height = file.height;
  }
  return view;
}

export function AssetResource({ node }: { node: AssetResourceNode }) {
  const { resolveAsset } = useRenderOptions();
  const asset = described(node, resolveAsset?.({ assetId: node.assetId, url: node.url }));
  const src = safeSrc(asset.url);
  if (!src) {
    return (
      <div className="fo-asset fo-placeholder" role="img" aria-label="No asset chosen">
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path
            fill="currentColor"
            d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14z"
          />
        </svg>
      </div>
    );
  }
  const type = assetMediaType(asset);
  const size = { width: asset.width, height: asset.height };
  switch (type) {
    case 'image':
      return (
        <img
          className="fo-asset fo-asset--image"
          src={src}
          srcSet={asset.srcset}
          sizes={asset.srcset ? (asset.sizes ?? '100vw') : undefined}
          alt={asset.decorative ? '' : (asset.alt?.trim() ?? '')}
          {...size}
          loading={asset.priority ? 'eager' : 'lazy'}
          fetchPriority={asset.priority ? 'high' : undefined}
          decoding="async"
        />
      );
    case 'video':
      return (
        <video className="fo-asset fo-asset--video" src={src} controls preload="metadata" {...size}>
          <a href={src}>{asset.name || 'Download the video'}</a>
        </video>
      );
    case 'audio':
      return (
        <audio className="fo-asset fo-asset--audio" src={src} controls preload="metadata" aria-label={asset.alt || asset.name || 'Audio'}>
          <a href={src}>{asset.name || 'Download the audio'}</a>
        </audio>
      );
    default:
      return (
        <p className="fo-asset fo-asset--file">
          <a href={src} download={asset.name || true} rel="noopener">
            {asset.name || 'Download file'}
          </a>
        </p>
      );
  }
}
