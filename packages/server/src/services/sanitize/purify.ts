import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * The one allowlist for user HTML (text resources and every other rich-text field of a folio): basic
 * formatting, headings, lists and links. Links may only go to http, https or mailto; a link opening a new tab
 * gets rel="noopener noreferrer". Inline style survives only for text-align, color and font-family.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'mark', 'small',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre', 'hr',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style', 'title'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

const STYLE_RULES: Record<string, RegExp> = {
  'text-align': /^(?:left|right|center|justify|start|end)$/i,
  color: /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,/]+\)|hsla?\(\s*[\d.%\sdeg,/]+\)|[a-z]{3,30})$/i,
  'font-family': /^[a-z0-9 ,'"-]{1,200}$/i,
};

/** Keeps only the allowed declarations with values that match their rule; anything odd is dropped. */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = STYLE_RULES[name];
    if (rule?.test(value)) kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
  // DOMPurify tests every attribute outside this list against the URI pattern, so plain-valued ones join it.
  ADD_URI_SAFE_ATTR: ['target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

// A silent console: jsdom would otherwise print a warning for every stylesheet in user HTML it cannot parse.
const { window } = new JSDOM('', { virtualConsole: new VirtualConsole() });
// jsdom's window is a full DOM window, which DOMPurify's WindowLike type describes more narrowly.
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') {
    const cleaned = cleanStyle(data.attrValue);
    if (cleaned) data.attrValue = cleaned;
    else data.keepAttr = false;
  }
  if (data.attrName === 'target' && data.attrValue !== '_blank' && data.attrValue !== '_self') data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('rel');
  } else {
    node.removeAttribute('target');
    node.removeAttribute('rel');
  }
});

/** User HTML reduced to the allowlist; safe to store and to render as HTML. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purify.sanitize(html, CONFIG);
}
