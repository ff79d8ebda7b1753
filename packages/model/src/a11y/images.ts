/** image-alt: every image a published page draws has alt text, or is marked decorative (WCAG 1.1.1). */
import type { AssetResourceNode, LogoMeta } from '../folio/types.ts';
import type { A11yProblem } from './types.ts';
import { blank, problemAt } from './problem.ts';
import type { PlacedNode } from './walk.ts';

/** Files the page shows as a player or a download link, not as an image (by the URL's extension, as the render reads it). */
const NOT_IMAGE = /\.(mp4|webm|mov|m4v|ogv|mp3|wav|ogg|oga|m4a|aac|flac|pdf|docx?|xlsx?|pptx?|zip|txt|csv)$/i;

/** Whether an asset resource shows an image: it shows something, and nothing says it is another kind of file. */
export function showsImage(node: AssetResourceNode): boolean {
  const extras = node as AssetResourceNode & { type?: string; mime?: string };
  if (!node.url && !node.assetId) return false;
  if (extras.type) return extras.type === 'image';
  if (extras.mime) return extras.mime.startsWith('image/');
  return !NOT_IMAGE.test((node.url ?? '').split(/[?#]/)[0] ?? '');
}

/** The website resolves `websitePartLogoId` to `imageUrl` before the page is drawn. */
const hasLogoImage = (meta: LogoMeta & { imageUrl?: string }) => Boolean(meta.websitePartLogoId || meta.imageUrl);

export const ALT_MESSAGE = 'This image has no alt text. Describe it, or mark it decorative.';

export function imageProblems(placed: PlacedNode): A11yProblem[] {
  const { node } = placed;
  const missing = (field: string, message = ALT_MESSAGE) => problemAt(placed, 'image-alt', message, { field });
  switch (node.kind) {
    case 'asset-resource':
      return showsImage(node) && blank(node.alt) && !node.decorative ? [missing('alt')] : [];
    case 'gallery-widget':
      return (node.meta.items ?? []).flatMap((item, i) =>
        item && blank(item.alt) && blank(item.caption) && !item.decorative
          ? [missing(`meta.items.${i}.alt`, `Gallery image ${i + 1} has no alt text or caption. Describe it, or mark it decorative.`)]
          : [],
      );
    case 'logo-widget':
      // without an image the published logo is its caption as a word mark, or nothing
      return hasLogoImage(node.meta) && blank(node.meta.alt) && blank(node.meta.caption)
        ? [missing('meta.alt', 'This logo has no alt text. Write what it says, for example the name of the organisation.')]
        : [];
    case 'multiple-choice-widget':
      return (node.meta.options ?? []).flatMap((option, i) =>
        option?.option?.type === 'asset' && blank(option.option.alt)
          ? [missing(`meta.options.${i}.option.alt`, `Image option ${i + 1} has no alt text. Describe the image so everyone can choose it.`)]
          : [],
      );
    default:
      return [];
  }
}
