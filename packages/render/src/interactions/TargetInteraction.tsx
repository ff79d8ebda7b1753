import { targetAnchorId } from '../url.ts';
import type { InteractionProps } from './types.ts';

/** An anchor: links to `#<name as slug>` scroll here (smoothly, see folio.css). */
export function TargetInteraction({ node, children }: InteractionProps<'target-interaction'>) {
  return (
    <div className="fo-target" id={targetAnchorId(node.settings.name || node.id)}>
      {children}
    </div>
  );
}
