/**
 * Every change an editor sends is tried on a copy of the shared document and checked as a PATCH of the same
 * change would be, with the rights the editor had when they connected: content and settings apart, receivers
 * only by the owner, a template's rules, each node's shape, the tree, and each rich text within the limits and
 * already as clean as the sanitizer leaves it. A refused change never reaches the document; the connection is
 * closed with the reason (decision 59).
 */
import { META_MAP, NODES_MAP, ROOT_MAP, jsonEqual, jsonHtml } from '@folio/collab';
import { EMBED_TEXTS, FOLIO_TEXTS, RICH_TEXT_LIMITS, embeddingChanged, describeChanges, formDraftChanged, formDraftProblem, formWindowChanged, formWindowProblem, mapRichText, richTextProblem, richTextTooDeep, spamProtectionProblem, translationsChanged, type FolioDocument, type FolioNode } from '@folio/model';
import * as Y from 'yjs';
import { HttpError } from '../../errors.ts';
import { checkedNode, validateTree } from '../folios/folioDocument.ts';
import { checkTemplateChange } from '../folios/folioTemplateRules.ts';
import { ONLY_OWNER_SETS_RECEIVERS, receiversChanged } from '../receivers/invitations.ts';
import { parseRichText } from '../sanitize/index.ts';
import { translationsRefusal } from '../folios/folioTranslations.ts';
import type { CollabContext, OpenFolio } from './state.ts';

/** How deeply the elements of HTML written by the shared document's serializer nest (it closes every element it opens). */
function depthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  const tag = /<(\/?)([a-z][a-z0-9]*)[^>]*>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[1]) depth--;
    else if (m[2] !== 'br') deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/** Why a change is refused; the connection closes with this code and reason (the reason at most 123 bytes). */
export class CollabRefusal extends Error {
  readonly code: number;
  readonly reason: string;
  constructor(code: number, reason: string) {
    super(reason);
    this.code = code;
    this.reason = Buffer.from(reason).subarray(0, 120).toString().replace(/\uFFFD$/, '');
  }
}

const SHARED_TYPES = new Set([ROOT_MAP, NODES_MAP, META_MAP]);

/** Close codes: 4400 a change the model refuses, 4403 one the editor may not make. */
const refuse = (status: 400 | 403, message: string) => new CollabRefusal(status === 403 ? 4403 : 4400, message);

interface Change {
  before: FolioDocument;
  after: FolioDocument;
  nodes: FolioNode[];
  removed: string[];
  content: boolean;
  settings: boolean;
}

function changeOf(before: FolioDocument, after: FolioDocument): Change {
  const nodes = Object.values(after.nodes).filter((node) => before.nodes[node.id] !== node);
  const removed = Object.keys(before.nodes).filter((id) => !(id in after.nodes));
  const rootKeys = new Set([...Object.keys(before.root), ...Object.keys(after.root)]);
  rootKeys.delete('version');
  const changedRoot = [...rootKeys].filter(
    (key) => !jsonEqual((before.root as unknown as Record<string, unknown>)[key], (after.root as unknown as Record<string, unknown>)[key]),
  );
  return {
    before,
    after,
    nodes,
    removed,
    content: nodes.length > 0 || removed.length > 0 || changedRoot.includes('pages'),
    settings: changedRoot.some((key) => key !== 'pages'),
  };
}

async function checkChange(open: OpenFolio, context: CollabContext, change: Change): Promise<void> {
  if (change.content && !context.canEditContent) throw refuse(403, FOLIO_TEXTS.cannotModifyContent);
  if (change.settings && !context.canEditSettings) throw refuse(403, FOLIO_TEXTS.cannotModifySettings);
  if (!context.isOwner && receiversChanged(change.before.root, change.after.root)) throw refuse(403, ONLY_OWNER_SETS_RECEIVERS);
  if (!context.isOwner && embeddingChanged(change.before.root, change.after.root)) throw refuse(403, EMBED_TEXTS.onlyOwner);
  const spamProblem = spamProtectionProblem(change.after.root.spamProtection);
  if (spamProblem) throw refuse(400, spamProblem);
  const windowProblem = formWindowChanged(change.before.root, change.after.root) ? formWindowProblem(change.after.root) : null;
  if (windowProblem) throw refuse(400, windowProblem);
  const draftProblem = formDraftChanged(change.before.root, change.after.root) ? formDraftProblem(change.after.root) : null;
  if (draftProblem) throw refuse(400, draftProblem);
  if (translationsChanged(change.before.root, change.after.root)) {
    const translationProblem = await translationsRefusal(change.before.root, change.after.root);
    if (translationProblem) throw refuse(400, translationProblem);
  }
  try {
    for (const node of change.nodes) checkedNode(node.id, node);
    validateTree(change.after);
    // What the change did, named as the editor's log names it, is what a template's rules judge.
    if (open.templateBased) checkTemplateChange(change.before, change.after, describeChanges(change.before, change.after));
  } catch (err) {
    if (err instanceof HttpError) throw refuse(err.status === 403 ? 403 : 400, err.message);
    throw err;
  }
  // The texts the folio held before: one already there (a moved or copied node's) needs no check again. Made
  // only when a changed node holds a text its own earlier state did not (not for every keystroke's node).
  let before: Set<string> | null = null;
  const known = (html: string) => {
    if (!before) {
      before = new Set();
      for (const node of Object.values(change.before.nodes)) mapRichText(node, (text) => (before!.add(text), text));
    }
    return before.has(html);
  };
  for (const node of change.nodes) {
    const own = new Set<string>();
    const previous = change.before.nodes[node.id];
    if (previous) mapRichText(previous, (html) => (own.add(html), html));
    const texts: [string, string][] = [];
    mapRichText(node, (html, where) => (typeof html === 'string' && html && !own.has(html) && texts.push([html, where]), html));
    for (const [html, where] of texts) {
      if (node.kind === 'text-resource') {
        const problem = richTextProblem(html) ?? (depthOf(html) > RICH_TEXT_LIMITS.maxDepth ? richTextTooDeep() : null);
        if (problem) throw refuse(400, `${where} ${problem}`);
        // Written from the schema by our own serializer (text escaped, only the schema's elements): without a link
        // or a style there is nothing the sanitizer could take out, so a keystroke needs no sanitizer thread.
        if (!/\s(?:href|style)=/.test(html)) continue;
      }
      if (known(html)) continue;
      const answer = await parseRichText(html, true);
      if ('problem' in answer) throw refuse(400, `${where} ${answer.problem}`);
      // A text typed on the canvas is already in the editor's schema; other rich texts (accordion panels,
      // feedback) are HTML strings. Either way what is kept must be what the sanitizer leaves.
      if (node.kind === 'text-resource' ? jsonHtml(answer.json) !== html : false) throw refuse(400, `${where} holds markup that is not allowed`);
    }
  }
}

/**
 * Tries `update` (from an editor with `context`) on the copy and checks the change it makes; throws a
 * CollabRefusal (after making the copy again) when it may not be kept. One check at a time per folio.
 */
export function checkUpdate(open: OpenFolio, context: CollabContext, update: Uint8Array): Promise<void> {
  const run = async () => {
    const before = open.shadow.read();
    Y.applyUpdate(open.shadow.doc, update, 'gate');
    try {
      // Only the folio's own maps: anything else a client wrote would be stored and never read.
      for (const name of open.shadow.doc.share.keys()) if (!SHARED_TYPES.has(name)) throw refuse(400, `The shared document holds no “${name.slice(0, 40)}”`);
      const change = changeOf(before, open.shadow.read());
      if (!change.content && !change.settings) return;
      await checkChange(open, context, change);
      open.editors.add(context.user.userId);
      open.versionAuthors.add(context.user.userId);
    } catch (err) {
      open.resetShadow();
      throw err;
    }
  };
  const result = open.gate.then(run, run);
  open.gate = result.catch(() => undefined);
  return result;
}
