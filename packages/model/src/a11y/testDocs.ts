/** Small documents for the accessibility rules' tests: one page, one block per node. */
import { add, basicFolio } from '../folio/testing.ts';
import type { FolioDocument, NodeKind, NodeOfKind } from '../folio/types.ts';

/** basicFolio with a node of `kind` (id `id`) in block b1. */
export const withNode = <K extends NodeKind>(kind: K, id: string, overrides: Partial<Omit<NodeOfKind<K>, 'kind' | 'id'>> = {}): FolioDocument =>
  add(basicFolio(), 'b1', kind, id, overrides);

/** basicFolio with a text resource `id` of `html` in block `blockId` (b1, b2 or b3, in page order). */
export const withText = (html: string, id = 'r1', blockId = 'b1', doc: FolioDocument = basicFolio()): FolioDocument =>
  add(doc, blockId, 'text-resource', id, { html });

export const label = (text: string, position: 'top' | 'hidden' = 'top') => ({ text, position });
