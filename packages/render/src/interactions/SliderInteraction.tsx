import { useRenderOptions } from '../context.ts';
import { readableTextOn } from '@folio/model';
import { cx } from '../design.ts';
import { Icon } from '../widgets/Icon.tsx';
import { useOpenState } from './useOpenState.ts';
import type { InteractionProps } from './types.ts';

const POSITIONS = new Set(['left', 'right', 'top', 'bottom']);

/**
 * A panel that slides in from a side (position) over the page (mode 'overlay') or pushing it ('push'), opened
 * by a toggle showing the interaction's text. Built on <details> so it opens without JS; the editor shows the
 * panel open, in place.
 */
export function SliderInteraction({ node, children }: InteractionProps<'slider-interaction'>) {
  const { mode } = useRenderOptions();
  const s = node.settings;
  const edit = mode === 'edit';
  const [open, setOpen] = useOpenState(edit);
  const position = POSITIONS.has(s.position) ? s.position : 'right';
  const label = s.text || s.name || 'Open';
  return (
    <details
      className={cx('fo-slider', `fo-slider--${position}`, `fo-slider--${s.mode === 'push' ? 'push' : 'overlay'}`, edit && 'fo-slider--edit')}
      data-fo-slider={edit ? undefined : s.mode === 'push' ? 'push' : 'overlay'}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="fo-slider__toggle">
        <Icon name="menu" color={s.iconColour || undefined} />
        <span>{label}</span>
      </summary>
      <div className="fo-slider__panel" style={{ background: s.backgroundColour || undefined, color: readableTextOn(s.backgroundColour), padding: s.padding || undefined }}>
        {edit ? null : (
          <button type="button" className="fo-slider__close" aria-label="Close" data-fo-slider-close="" onClick={() => setOpen(false)}>
            <Icon name="close" color={s.iconColour || undefined} />
          </button>
        )}
        {children}
      </div>
    </details>
  );
}
