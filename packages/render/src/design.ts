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
