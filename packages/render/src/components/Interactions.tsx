import { memo, type ReactNode } from 'react';
import { useNode } from '../store.ts';
import { AccordionInteraction } from '../interactions/AccordionInteraction.tsx';
import { SliderInteraction } from '../interactions/SliderInteraction.tsx';
import { SwivelInteraction } from '../interactions/SwivelInteraction.tsx';
import { LinkInteraction } from '../interactions/LinkInteraction.tsx';
import { TargetInteraction } from '../interactions/TargetInteraction.tsx';
import { AnimationEffectsInteraction } from '../interactions/AnimationEffectsInteraction.tsx';

/** One interaction node wrapped around the content of its tile or block; re-renders only when that node changes. */
export const Interaction = memo(function Interaction({ id, children }: { id: string; children: ReactNode }) {
  const node = useNode(id);
  switch (node?.kind) {
    case 'accordion-interaction':
      return <AccordionInteraction node={node}>{children}</AccordionInteraction>;
    case 'slider-interaction':
      return <SliderInteraction node={node}>{children}</SliderInteraction>;
    case 'swivel-interaction':
      return <SwivelInteraction node={node}>{children}</SwivelInteraction>;
    case 'link-interaction':
      return <LinkInteraction node={node}>{children}</LinkInteraction>;
    case 'target-interaction':
      return <TargetInteraction node={node}>{children}</TargetInteraction>;
    case 'animation-effects-interaction':
      return <AnimationEffectsInteraction node={node}>{children}</AnimationEffectsInteraction>;
    default:
      return <>{children}</>;
  }
});

/** Wraps content in the node's interactions, the first listed outermost. */
export function withInteractions(ids: readonly string[], content: ReactNode): ReactNode {
  return ids.reduceRight<ReactNode>(
    (inner, id) => (
      <Interaction key={id} id={id}>
        {inner}
      </Interaction>
    ),
    content,
  );
}
