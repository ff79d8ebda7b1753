/** Writing the model's JSON into a shared document: its texts are read into the editor's schema first, off the event loop. */
import { SharedFolio, type RichTextJson } from '@folio/collab';
import type { FolioDocument } from '@folio/model';
import { parseRichText } from '../sanitize/index.ts';

/** Brings the shared document to `doc` (one transaction, `origin`), parsing the texts it does not hold yet. */
export async function writeJson(shared: SharedFolio, doc: FolioDocument, origin: unknown): Promise<void> {
  const current = shared.read();
  const wanted = new Set<string>();
  for (const node of Object.values(doc.nodes)) {
    if (node.kind !== 'text-resource') continue;
    const held = current.nodes[node.id];
    if (held?.kind === 'text-resource' && held.html === node.html) continue;
    wanted.add(node.html);
  }
  const parsed = new Map<string, RichTextJson>();
  for (const html of wanted) {
    const answer = await parseRichText(html);
    if ('problem' in answer) throw new Error(`a stored text does not parse: ${answer.problem}`);
    parsed.set(html, answer.json);
  }
  shared.write(doc, (html) => parsed.get(html) ?? { type: 'doc', content: [] }, origin);
}
