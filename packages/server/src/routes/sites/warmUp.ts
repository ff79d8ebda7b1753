import { sanitizeRichText } from '../../services/sanitize/index.ts';

/**
 * Loads what a first page render needs — the page renderer (TSX, loaded through the module hooks) and the sanitizer
 * threads — so the first visitors of a server that just started (a deploy, a second server joining the load
 * balancer) are not the ones who wait about a second for it.
 */
export async function warmUpRendering(): Promise<void> {
  await Promise.all([import('@folio/render'), sanitizeRichText('<p>ready</p>')]);
}
