/** Reading CSS colours (the forms the editor's colour pickers and pasted HTML use) as RGBA numbers. */
export interface Rgba {
  /** 0-255 */
  r: number;
  g: number;
  b: number;
  /** 0-1 */
  a: number;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  lime: '#00ff00',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  aqua: '#00ffff',
  cyan: '#00ffff',
  navy: '#000080',
  teal: '#008080',
  maroon: '#800000',
  olive: '#808000',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gold: '#ffd700',
  transparent: '#00000000',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function fromHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  const digits = hex.length === 3 || hex.length === 4 ? [...hex].map((d) => d + d) : hex.match(/../g);
  if (!digits || ![6, 8].includes(hex.length === 3 || hex.length === 4 ? hex.length * 2 : hex.length)) return null;
  const [r, g, b, a] = digits.map((pair) => parseInt(pair, 16));
  return { r: r!, g: g!, b: b!, a: a === undefined ? 1 : a / 255 };
}

/** A number or percentage of `full` ('50%' of 255 → 127.5). */
function channel(part: string, full: number): number | null {
  const match = /^(-?\d*\.?\d+)(%?)$/.exec(part);
  if (!match) return null;
  const value = Number(match[1]);
  return clamp(match[2] ? (value / 100) * full : value, 0, full);
}

function alphaOf(part: string | undefined): number | null {
  return part === undefined ? 1 : channel(part, 1);
}

/** The parts of `name(a, b, c / d)` or `name(a b c / d)`, or null. */
function functionParts(value: string, names: string[]): string[] | null {
  const match = /^([a-z]+)\((.*)\)$/.exec(value);
  if (!match || !names.includes(match[1]!)) return null;
  const parts = match[2]!.trim().replace(/\s*\/\s*/, ' / ').split(/\s*,\s*|\s+/).filter((p) => p !== '/' && p !== '');
  return parts.length === 3 || parts.length === 4 ? parts : null;
}

function fromRgb(value: string): Rgba | null {
  const parts = functionParts(value, ['rgb', 'rgba']);
  if (!parts) return null;
  const [r, g, b] = parts.slice(0, 3).map((part) => channel(part, 255));
  const a = alphaOf(parts[3]);
  if (r == null || g == null || b == null || a == null) return null;
  return { r, g, b, a };
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function fromHsl(value: string): Rgba | null {
  const parts = functionParts(value, ['hsl', 'hsla']);
  if (!parts) return null;
  const hue = /^(-?\d*\.?\d+)(deg)?$/.exec(parts[0]!);
  const s = channel(parts[1]!.endsWith('%') ? parts[1]! : `${parts[1]}%`, 1);
  const l = channel(parts[2]!.endsWith('%') ? parts[2]! : `${parts[2]}%`, 1);
  const a = alphaOf(parts[3]);
  if (!hue || s == null || l == null || a == null) return null;
  const [r, g, b] = hslToRgb(((Number(hue[1]) % 360) + 360) % 360, s, l);
  return { r, g, b, a };
}

/** The colour a CSS colour value names, or null when it is not one this reads (var(), gradients, typos). */
export function parseColour(value: string): Rgba | null {
  const v = value.trim().toLowerCase();
  if (v.startsWith('#')) return fromHex(v.slice(1));
  if (NAMED[v]) return fromHex(NAMED[v].slice(1));
  return fromRgb(v) ?? fromHsl(v);
}

/** `top` painted over `bottom` (alpha compositing); the result is as opaque as `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}
