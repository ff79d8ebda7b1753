/**
 * A small reader of the sanitized HTML the server stores (text resources, accordion panels): a flat list of
 * elements with their attributes, nesting and text. The model runs in the browser and on the server, so it
 * reads the HTML itself instead of needing a DOM.
 */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  parent: HtmlElement | null;
  /** the element's text, its descendants' included (an image's alt counts), entities decoded */
  text: string;
  /** the text directly inside the element, not in a child element */
  ownText: string;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });

function readAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    attrs[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export interface HtmlTree {
  /** every element, in document order */
  elements: HtmlElement[];
  /** the text outside any element */
  topText: string;
}

/** The elements of `html`, in document order, and its text outside any element. */
export function readHtml(html: string): HtmlTree {
  const elements: HtmlElement[] = [];
  let topText = '';
  const open: HtmlElement[] = [];
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[4] !== undefined) {
      const text = decode(m[4]);
      for (const element of open) element.text += text;
      const inner = open[open.length - 1];
      if (inner) inner.ownText += text;
      else topText += text;
      continue;
    }
    if (!m[2]) continue;
    const tag = m[2].toLowerCase();
    if (m[1]) {
      const at = open.map((e) => e.tag).lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const element: HtmlElement = { tag, attrs: readAttrs(m[3] ?? ''), parent: open[open.length - 1] ?? null, text: '', ownText: '' };
    elements.push(element);
    if (tag === 'img') for (const outer of open) outer.text += element.attrs.alt ?? '';
    if (!VOID.has(tag) && !(m[3] ?? '').trim().endsWith('/')) open.push(element);
  }
  return { elements, topText };
}

/** The value of one declaration in an inline style (`color` in "color: red; font-weight: bold"), or null. */
export function styleValue(element: HtmlElement, property: string): string | null {
  const style = element.attrs.style;
  if (!style) return null;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    if (declaration.slice(0, colon).trim().toLowerCase() === property) {
      return declaration.slice(colon + 1).replace(/!important/i, '').trim() || null;
    }
  }
  return null;
}
