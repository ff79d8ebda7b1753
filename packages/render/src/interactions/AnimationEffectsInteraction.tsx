import { useEffect, useRef, useState } from 'react';
import { useRenderOptions } from '../context.ts';
import { cx } from '../design.ts';
import type { InteractionProps } from './types.ts';

/** The effects folio.css defines (fo-anim--<effect>); others fall back to fadeIn. */
export const ANIMATION_EFFECTS = [
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'zoomIn',
  'bounce',
  'pulse',
  'shake',
] as const;

/**
 * A CSS animation on the content. action 'onView' waits until the content scrolls into view (IntersectionObserver;
 * without JS it simply plays on load), 'onHover' plays on hover, anything else on load. None in the editor.
 */
export function AnimationEffectsInteraction({ node, children }: InteractionProps<'animation-effects-interaction'>) {
  const { mode } = useRenderOptions();
  const { action, effect } = node.settings;
  const ref = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(false);
  const view = mode === 'view';
  const name = (ANIMATION_EFFECTS as readonly string[]).includes(effect) ? effect : 'fadeIn';

  useEffect(() => {
    const el = ref.current;
    if (!view || action !== 'onView' || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setWaiting(false);
        observer.disconnect();
      } else setWaiting(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [view, action]);

  return (
    <div
      ref={ref}
      className={cx(
        'fo-anim',
        view && `fo-anim--${name}`,
        view && action === 'onHover' && 'fo-anim--on-hover',
        waiting && 'fo-anim--waiting',
      )}
      data-fo-anim={view && action === 'onView' ? 'onView' : undefined}
    >
      {children}
    </div>
  );
}
