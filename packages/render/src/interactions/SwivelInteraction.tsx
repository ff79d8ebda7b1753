import { useState, type CSSProperties } from 'react';
import { useRenderOptions } from '../context.ts';
import { readableTextOn } from '@folio/model';
import { cx } from '../design.ts';
import type { InteractionProps } from './types.ts';

/**
 * A card that flips (horizontally or vertically) from its front text to the block's content. Visitors flip it
 * with a click or the keyboard (and by hovering/focusing, which needs no JS); the editor shows both faces. The
 * card's colour is on both faces, its words in the text colour that reads on it.
 */
export function SwivelInteraction({ node, children }: InteractionProps<'swivel-interaction'>) {
  const { mode } = useRenderOptions();
  const s = node.settings;
  const [flipped, setFlipped] = useState(false);
  const edit = mode === 'edit';
  const face: CSSProperties = {
    background: s.backgroundColour || undefined,
    color: readableTextOn(s.backgroundColour),
    padding: s.padding || undefined,
    justifyContent: s.alignY || undefined,
  };
  return (
    <div
      className={cx(
        'fo-swivel',
        `fo-swivel--${s.direction === 'vertical' ? 'vertical' : 'horizontal'}`,
        flipped && 'fo-swivel--flipped',
        edit && 'fo-swivel--edit',
      )}
      data-fo-swivel={edit ? undefined : ''}
    >
      <div className="fo-swivel__inner">
        <button
          type="button"
          className="fo-swivel__front"
          style={face}
          aria-expanded={edit ? true : flipped}
          data-fo-swivel-flip=""
          onClick={edit ? undefined : () => setFlipped((value) => !value)}
        >
          {s.text || s.name || 'Turn over'}
        </button>
        <div className="fo-swivel__back" style={{ justifyContent: s.alignY || undefined, background: face.background, color: face.color }}>
          {children}
          {edit ? null : (
            <button type="button" className="fo-swivel__back-toggle" data-fo-swivel-back="" onClick={() => setFlipped(false)}>
              Turn back
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
