import type { CSSProperties } from 'react';
import { useRenderOptions } from '../context.ts';
import { readableTextOn } from '@folio/model';
import { cx } from '../design.ts';
import { targetAnchorId } from '../url.ts';
import { useOpenState } from './useOpenState.ts';
import type { InteractionProps } from './types.ts';

type Vars = CSSProperties & Record<`--${string}`, string>;

/** appearance keys the accordion understands, as CSS custom properties folio.css reads */
const APPEARANCE_VARS: Record<string, `--${string}`> = {
  titleColor: '--fo-acc-title-color',
  titleBgColor: '--fo-acc-title-bg',
  arrowColor: '--fo-acc-arrow',
  contentBgColor: '--fo-acc-content-bg',
};

/**
 * A collapsible block (<details>, so it works without JS). Visitors see it collapsed when initiallyCollapsed;
 * the editor shows it expanded unless editModeCollapsed. isTarget makes its name an anchor.
 */
export function AccordionInteraction({ node, children }: InteractionProps<'accordion-interaction'>) {
  const { mode } = useRenderOptions();
  const s = node.settings;
  const [open, setOpen] = useOpenState(mode === 'edit' ? !s.editModeCollapsed : !s.initiallyCollapsed);
  const style: Vars = {};
  for (const [key, value] of Object.entries(s.appearance ?? {})) {
    const cssVar = APPEARANCE_VARS[key];
    if (cssVar && value) style[cssVar] = value;
  }
  // Words on an author's background are drawn in the text colour that reads on it, unless a title colour was chosen.
  const titleText = s.appearance?.titleColor ? undefined : readableTextOn(s.appearance?.titleBgColor);
  const contentText = readableTextOn(s.appearance?.contentBgColor);
  if (titleText) style['--fo-acc-title-color'] = titleText;
  if (contentText) style['--fo-acc-content-color'] = contentText;
  return (
    <details
      className={cx('fo-accordion', s.showingArrow === false && 'fo-accordion--no-arrow')}
      id={s.isTarget && s.name ? targetAnchorId(s.name) : undefined}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      style={style}
    >
      <summary className="fo-accordion__title">
        {s.showingArrow === false ? null : <span className="fo-arrow" aria-hidden="true" />}
        <span>{s.name || 'Show more'}</span>
      </summary>
      <div className="fo-accordion__content">{children}</div>
    </details>
  );
}
