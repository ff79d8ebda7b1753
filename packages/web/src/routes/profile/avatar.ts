/** Pure rules of the avatar picker. */
import { translate } from '../../i18n/i18n.ts';
import { claimedContentType, kindOfType } from '../../uploads/files.ts';

/** Image types a browser shows in an <img>; the server still sniffs the bytes and refuses anything not an image. */
const SHOWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon']);

/**
 * Why a chosen file cannot become the avatar (null when it can): it must be an image a browser can show
 * (not SVG: served as a download for safety, so it would never display).
 */
export function avatarFileRefusal(name: string, browserType: string | null | undefined): string | null {
  const type = claimedContentType(name, browserType);
  if (kindOfType(type) !== 'image') return translate('profile:avatar.notImage', { name });
  if (!SHOWABLE.has(type)) return translate('profile:avatar.notShowable', { name, type });
  return null;
}
