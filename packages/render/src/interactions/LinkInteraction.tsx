import { safeHref } from '../url.ts';
import type { InteractionProps } from './types.ts';

/**
 * Makes the whole block a link. '_blank' links get rel="noopener noreferrer"; hoverDisplay becomes the title.
 * Unsafe URLs (javascript: and the like) lose their href. In the editor the page cancels link navigation.
 */
export function LinkInteraction({ node, children }: InteractionProps<'link-interaction'>) {
  const s = node.settings;
  const blank = s.target === '_blank';
  return (
    <a
      className="fo-link"
      href={safeHref(s.url)}
      target={blank ? '_blank' : undefined}
      rel={blank ? 'noopener noreferrer' : undefined}
      title={s.hoverDisplay || undefined}
      aria-label={s.name || undefined}
    >
      {children}
    </a>
  );
}
