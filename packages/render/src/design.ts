/** Design settings (spec §3 Design defaults) as inline styles and classes. */
import type { CSSProperties } from 'react';
import type { BoxDesign, ColumnDesign, PaddingDesign } from '@folio/model';

type Style = CSSProperties & Record<`--${string}`, string>;

const set = (style: Style, key: keyof Style, value: string | undefined) => {
  if (value !== undefined && value !== '') (style as Record<string, string>)[key as string] = value;
};

export function paddingStyle(design: PaddingDesign | undefined): Style {
  const style: Style = {};
  set(style, 'padding', design?.padding);
  return style;
}

/**
 * Tiles and blocks lay their content out as a flex column: alignX places it horizontally (align-items and the
 * box's own align-self inside its column), alignY vertically (justify-content, visible when a height is set).
 */
export function boxStyle(design: BoxDesign | undefined): Style {
  const style = paddingStyle(design);
  set(style, 'width', design?.width);
  set(style, 'height', design?.height);
  set(style, 'alignItems', design?.alignX);
  set(style, 'alignSelf', design?.alignX);
  set(style, 'justifyContent', design?.alignY);
  return style;
}

/**
 * Columns: 'equal' width shares the layout evenly (class fo-column--equal); any other width goes to the
 * --fo-col-width custom property, which folio.css applies only from the mobile breakpoint up, so columns
 * still stack at full width on phones.
 */
export function columnStyle(design: ColumnDesign | undefined): Style {
  const style = paddingStyle({ padding: design?.padding ?? '' });
  if (design && design.width !== 'equal') set(style, '--fo-col-width', design.width);
  set(style, 'height', design?.height);
  set(style, 'justifyContent', design?.alignY);
  set(style, 'alignItems', design?.alignX);
  return style;
}

export function columnClass(design: ColumnDesign | undefined): string {
  const equal = !design || design.width === 'equal' || design.width === '';
  return `fo-column ${equal ? 'fo-column--equal' : 'fo-column--fixed'}${design?.alignY === 'stretch' ? ' fo-column--stretch' : ''}`;
}

export const cx = (...parts: Array<string | false | null | undefined>): string => parts.filter(Boolean).join(' ');

const TEXT_DARK = '#212121';
const TEXT_LIGHT = '#ffffff';

/** The relative luminance (WCAG 2) of a #rgb or #rrggbb colour; null for anything else (names, rgb(), gradients). */
function luminance(colour: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour that reads on an author's background colour: the page's dark text, or white when white contrasts
 * more (so a dark swivel, slider or accordion background never hides its words). Undefined when there is no
 * background or it is not a hex colour (the text keeps its colour).
 */
export function readableText(background: string | undefined): string | undefined {
  const bg = background ? luminance(background) : null;
  if (bg === null) return undefined;
  const dark = luminance(TEXT_DARK)!;
  const onDark = (bg + 0.05) / (dark + 0.05);
  const onLight = 1.05 / (bg + 0.05);
  return onLight > onDark ? TEXT_LIGHT : TEXT_DARK;
}
