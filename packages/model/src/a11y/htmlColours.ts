/** The text colours, backgrounds and sizes of rich text as the page draws it (inline styles, links, headings). */
import { readHtml, styleValue, type HtmlElement } from './html.ts';
import { paintOver } from './backgrounds.ts';
import { parseColour } from './colour.ts';
import { TEXT_LINK } from './palette.ts';

export interface TextColours {
  foreground: string;
  background: string;
  /** large text (24px, or 18.66px bold): AA asks 3:1 instead of 4.5:1 */
  large: boolean;
}

const HEADING_SIZE: Record<string, number> = { h1: 32, h2: 24, h3: 18.72, h4: 16, h5: 13.28, h6: 10.72 };
const BOLD_TAGS = new Set(['b', 'strong', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th']);

const ancestors = (element: HtmlElement): HtmlElement[] => {
  const out: HtmlElement[] = [];
  for (let at: HtmlElement | null = element; at; at = at.parent) out.push(at);
  return out;
};

/** `.fo-text a` is drawn in the link colour; an inline colour on the element (or inside the link) wins. */
function foregroundOf(element: HtmlElement, base: string): string {
  for (const at of ancestors(element)) {
    const colour = styleValue(at, 'color');
    if (colour && parseColour(colour)) return colour;
    if (at.tag === 'a') return TEXT_LINK;
  }
  return base;
}

function backgroundOf(element: HtmlElement, base: string): string {
  const chain = ancestors(element).reverse();
  return chain.reduce((under, at) => paintOver(under, styleValue(at, 'background-color') ?? styleValue(at, 'background')), base);
}

function pixels(size: string): number | null {
  const match = /^(\d*\.?\d+)(px|pt|rem|em)$/.exec(size.trim().toLowerCase());
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === 'pt' ? (value * 4) / 3 : match[2] === 'px' ? value : value * 16;
}

function isLarge(element: HtmlElement): boolean {
  let size: number | null = null;
  let bold: boolean | null = null;
  for (const at of ancestors(element)) {
    const inline = styleValue(at, 'font-size');
    size ??= (inline ? pixels(inline) : null) ?? HEADING_SIZE[at.tag] ?? null;
    const weight = styleValue(at, 'font-weight');
    if (bold === null && weight) bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 700;
    if (bold === null && BOLD_TAGS.has(at.tag)) bold = true;
  }
  const px = size ?? 16;
  return px >= 24 || (px >= 18.66 && bold === true);
}

/**
 * The distinct colour pairs the text of `html` is drawn in, on `base` text and background colours; pairs equal
 * to the base are left out (whoever sets the base measures it).
 */
export function htmlTextColours(html: string, baseForeground: string, baseBackground: string): TextColours[] {
  const seen = new Map<string, TextColours>();
  for (const element of readHtml(html).elements) {
    if (element.ownText.trim() === '') continue;
    const pair = { foreground: foregroundOf(element, baseForeground), background: backgroundOf(element, baseBackground), large: isLarge(element) };
    if (pair.foreground === baseForeground && pair.background === baseBackground) continue;
    seen.set(`${pair.foreground}|${pair.background}|${pair.large}`, pair);
  }
  return [...seen.values()];
}
