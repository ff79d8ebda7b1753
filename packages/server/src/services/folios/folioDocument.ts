/**
 * What the server checks and cleans in every folio document it writes (create, PATCH, copy, fixClientIds):
 * node shapes against the model's defaults, the tree against the model's hierarchy rules, rich-text HTML
 * through the sanitizer and link fields against unsafe schemes. Nothing here trusts the browser.
 */
import {
  FOLIO_PARENT,
  LAST_PAGE,
  backfillNode,
  cannotHold,
  isInputWidgetKind,
  nodeProblem,
  slotFor,
  submitButtons,
  type FolioDocument,
  type FolioNode,
  type NodeMap,
  type ParentKind,
  type Slot,
} from '@folio/model';
import { RICH_TEXT_LIMITS, mapRichText, richTextProblem, richTextTooMuchPerSave } from '@folio/model';
import { badRequest } from '../../errors.ts';
import { sanitizeRichText } from '../sanitize/index.ts';

/** Node ids: what fixClientIds leaves (UUIDs) and what editors make up before it (short safe tokens). */
export const NODE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The node as stored: kind known, id equal to its key, missing parts backfilled from the model's defaults and
 * every field fitting the model's node schema (types, listed values, option contents). Throws 400 naming the node
 * and field otherwise.
 */
export function checkNode(key: string, raw: unknown): FolioNode {
  if (!isObject(raw)) throw badRequest(`nodes.${key} must be an object`);
  if (raw.id !== key) throw badRequest(`nodes.${key}.id must equal its key`);
  const problem = nodeProblem(key, raw);
  if (problem) throw badRequest(problem);
  return backfillNode(raw as unknown as FolioNode);
}

/** Every node of a stored document checked against the model's node schema, as publishing does: 400 naming the first misfit. */
export function checkStoredNodes(nodes: NodeMap): void {
  for (const [id, node] of Object.entries(nodes)) {
    const problem = nodeProblem(id, node);
    if (problem) throw badRequest(`This version cannot be published: ${problem}. Change or delete that element and save first.`);
  }
}

/**
 * The tree rules (spec §3 Hierarchy) over the whole document: every page in root.pages is a page, every id a
 * node holds exists and may go in that slot, no node has two parents, no node is left outside the tree, and
 * every submit button lists only input widgets of this folio.
 */
export function validateTree(doc: FolioDocument): void {
  const { root, nodes } = doc;
  if (root.pages.length === 0) throw badRequest(LAST_PAGE);
  const parentOf = new Map<string, string>();
  const claim = (childId: unknown, parentId: string, parentKind: ParentKind, slot: Slot) => {
    const where = parentId === FOLIO_PARENT ? 'root.pages' : `nodes.${parentId}.${slot}`;
    if (typeof childId !== 'string') throw badRequest(`${where} must hold node ids`);
    const child = nodes[childId];
    if (!child) throw badRequest(`${where} refers to ${childId}, which is not a node of this folio`);
    if (slotFor(parentKind, child.kind) !== slot) throw badRequest(cannotHold(parentKind, child.kind));
    const other = parentOf.get(childId);
    if (other !== undefined) throw badRequest(`Node ${childId} is held by both ${other} and ${parentId}`);
    parentOf.set(childId, parentId);
  };
  for (const id of root.pages) claim(id, FOLIO_PARENT, FOLIO_PARENT, 'pages');
  for (const node of Object.values(nodes)) {
    if ('children' in node) for (const id of node.children) claim(id, node.id, node.kind, 'children');
    if ('resource' in node && node.resource !== undefined) claim(node.resource, node.id, node.kind, 'resource');
    if ('interactions' in node) for (const id of node.interactions) claim(id, node.id, node.kind, 'interactions');
  }
  for (const id of Object.keys(nodes)) {
    if (!parentOf.has(id)) throw badRequest(`Node ${id} is not part of any page; delete it or put it in the tree`);
  }
  for (const button of submitButtons(nodes)) {
    for (const id of button.meta.action.click.widgetIds) {
      const widget = nodes[id];
      if (!widget || !isInputWidgetKind(widget.kind)) {
        throw badRequest(`Submit button ${button.id} lists ${id}, which is not an input widget of this folio`);
      }
    }
  }
}

const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:]*$)/i;

function checkLink(value: unknown, where: string): void {
  if (typeof value !== 'string' || value === '') return;
  // Browsers ignore control characters and spaces inside a scheme, so "java\tscript:" must be caught too.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be stripped
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!SAFE_LINK.test(compact)) throw badRequest(`${where} must be an http, https, mailto or tel link, or a relative one`);
}

/** The rich-text fields' walk lives in the model (the editor checks the same fields before it saves). */
export { mapRichText };

/** Every rich-text value of these nodes. */
export function richTextsOf(nodes: Iterable<FolioNode>): Set<string> {
  const texts = new Set<string>();
  for (const node of nodes) mapRichText(node, (html) => (texts.add(html), html));
  return texts;
}

/** Lets the event loop serve other requests between the slices of a large document's checks. */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const SLICE = 50;

/**
 * Sanitizes the rich text of these nodes on the sanitizer threads, one text at a time (so concurrent requests take
 * turns); a text over the limits is a 400 naming its field. Values in `clean` (as stored, so sanitized on their
 * way in) are kept as they are and cost nothing; the rest may add up to RICH_TEXT_LIMITS.maxPerSave.
 */
export async function sanitizeNodes(nodes: NodeMap, clean: ReadonlySet<string> = new Set()): Promise<NodeMap> {
  const pending = new Map<string, string>();
  let total = 0;
  for (const node of Object.values(nodes)) {
    mapRichText(node, (html, where) => {
      if (typeof html === 'string' && html && !clean.has(html) && !pending.has(html)) {
        pending.set(html, where);
        total += html.length;
      }
      return html;
    });
  }
  // The linear check of every text first: a text over the limits is refused before any is parsed. Each text is
  // checked in its own turn of the event loop, so other requests are served in between.
  for (const [html, where] of pending) {
    const problem = richTextProblem(html);
    if (problem) throw badRequest(`${where} ${problem}`);
    await nextTurn();
  }
  if (total > RICH_TEXT_LIMITS.maxPerSave) throw badRequest(`body.nodes ${richTextTooMuchPerSave(total)}`);
  const cleaned = new Map<string, string>();
  for (const [html, where] of pending) {
    const result = await sanitizeRichText(html);
    if ('problem' in result) throw badRequest(`${where} ${result.problem}`);
    cleaned.set(html, result.html);
  }
  if (cleaned.size === 0) return nodes;
  const out: NodeMap = {};
  for (const [id, node] of Object.entries(nodes)) out[id] = mapRichText(node, (html) => cleaned.get(html) ?? html);
  return out;
}

/** The node's link fields checked against unsafe schemes (throws 400 naming the field). */
export function checkLinks(node: FolioNode): void {
  const at = `nodes.${node.id}`;
  switch (node.kind) {
    case 'embed-resource':
      return checkLink(node.link, `${at}.link`);
    case 'asset-resource':
      return checkLink(node.url, `${at}.url`);
    case 'logo-widget':
      return checkLink(node.meta.linkTo, `${at}.meta.linkTo`);
    case 'gallery-widget':
      return node.meta.items.forEach((item, i) => checkLink(isObject(item) ? item.url : '', `${at}.meta.items.${i}.url`));
    case 'button-widget': {
      const click: Record<string, unknown> = isObject(node.meta.action.click) ? node.meta.action.click : {};
      checkLink(click.url, `${at}.meta.action.click.url`);
      return checkLink(click.redirectUrl, `${at}.meta.action.click.redirectUrl`);
    }
    case 'link-interaction':
      return checkLink(node.settings.url, `${at}.settings.url`);
    default:
      return;
  }
}

/** The node as stored, shapes and links checked (400 naming the field otherwise); rich text not yet sanitized. */
export function checkedNode(id: string, raw: unknown): FolioNode {
  if (!NODE_ID_PATTERN.test(id)) throw badRequest(`Node id ${JSON.stringify(id.slice(0, 120))} is not valid`);
  const node = checkNode(id, raw);
  checkLinks(node);
  return node;
}

/**
 * Everything a document goes through before it is stored: shapes, links, the tree rules, then sanitized rich
 * text. Texts in `clean` were sanitized before (a PATCH's stored base, and what it sanitized before its
 * transaction) and are not parsed again, so an autosave costs the texts it changed, not the whole folio.
 */
export async function prepareDocument(doc: FolioDocument, clean?: ReadonlySet<string>): Promise<FolioDocument> {
  const nodes: NodeMap = {};
  let n = 0;
  for (const [id, raw] of Object.entries(doc.nodes)) {
    nodes[id] = checkedNode(id, raw);
    if (++n % SLICE === 0) await nextTurn();
  }
  validateTree({ ...doc, nodes });
  return { ...doc, nodes: await sanitizeNodes(nodes, clean) };
}
