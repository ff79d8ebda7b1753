/**
 * Stored folio documents carry `schemaVersion` and are migrated on load, so later changes to the model never
 * break saved folios (tldraw habit: numbered migrations beside the record type).
 *
 * To change the stored shape: add a migration with the next number here, raise CURRENT_SCHEMA_VERSION in
 * schemaVersion.ts, and add an old-shaped fixture to migrations.test.ts.
 *
 * Version history:
 * - 0: unversioned documents (no `schemaVersion`), as the generic tree JSON was written before versioning:
 *   every parent, blocks included, listed what it holds in one `children` list, and `root.pages` could be
 *   missing (the pages were the page nodes, in map order).
 * - 1: the first versioned shape (types.ts): blocks hold `resource` + `interactions`, `root.pages` ordered.
 */
import { backfillFolio } from './backfill.ts';
import { DOCUMENT_INVALID, documentTooNew } from './errors.ts';
import { CURRENT_SCHEMA_VERSION } from './schemaVersion.ts';
import { applyAccordionRule } from './edits/applyAccordionRule.ts';
import { isInteractionKind, type FolioDocument } from './types.ts';

/** A stored document of some version: only the envelope is known before it is migrated. */
export interface StoredFolioDocument {
  schemaVersion?: number;
  root: Record<string, unknown>;
  nodes: Record<string, Record<string, unknown>>;
}

export interface FolioMigration {
  /** the version this migration produces; it runs on documents of version `version - 1` */
  version: number;
  name: string;
  up: (doc: StoredFolioDocument) => StoredFolioDocument;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const FOLIO_MIGRATIONS: readonly FolioMigration[] = [
  {
    version: 1,
    name: 'split block children into resource and interactions; order root.pages',
    up: (doc) => {
      const nodes: StoredFolioDocument['nodes'] = {};
      for (const [id, node] of Object.entries(doc.nodes)) {
        if (node.kind === 'block' && Array.isArray(node.children)) {
          const { children, ...rest } = node;
          const held = (children as unknown[]).filter((c): c is string => typeof c === 'string');
          const kindOf = (c: string) => String(doc.nodes[c]?.kind ?? '');
          const interactions = held.filter((c) => isInteractionKind(kindOf(c)));
          const resource = held.find((c) => !isInteractionKind(kindOf(c)));
          nodes[id] = {
            ...rest,
            interactions: [...(Array.isArray(rest.interactions) ? rest.interactions : []), ...interactions],
            ...(resource === undefined ? {} : { resource }),
          };
        } else {
          nodes[id] = node;
        }
      }
      const pages = Array.isArray(doc.root.pages)
        ? doc.root.pages
        : Object.values(nodes)
            .filter((n) => n.kind === 'page')
            .map((n) => n.id);
      return { ...doc, root: { ...doc.root, pages }, nodes };
    },
  },
];

/**
 * Brings a stored document of any known version to the current shape. Throws for anything that is not a folio
 * document and for documents written by a newer version of the app (never guess at a shape we do not know).
 */
export function migrateFolioDocument(
  raw: unknown,
  migrations: readonly FolioMigration[] = FOLIO_MIGRATIONS,
  currentVersion: number = CURRENT_SCHEMA_VERSION,
): FolioDocument {
  if (!isObject(raw) || !isObject(raw.root) || !isObject(raw.nodes)) throw new Error(DOCUMENT_INVALID);
  const version = raw.schemaVersion ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) throw new Error(DOCUMENT_INVALID);
  if (version > currentVersion) throw new Error(documentTooNew(version, currentVersion));
  // Migrations change the copy, never the caller's object; a document already current is not copied (servers load
  // every published page this way).
  let doc = (version === currentVersion ? raw : structuredClone(raw)) as unknown as StoredFolioDocument;
  for (let next = version + 1; next <= currentVersion; next++) {
    const migration = migrations.find((m) => m.version === next);
    if (!migration) throw new Error(`No migration to folio schema version ${next}`);
    doc = migration.up(doc);
  }
  return { ...(doc as unknown as FolioDocument), schemaVersion: currentVersion };
}

/**
 * What every loaded folio goes through: migrate to the current shape, then the spec §4 backfill, then the
 * accordion single-open rule.
 */
const panelsAreObjects = (panels: unknown) => Array.isArray(panels) && panels.every((p) => typeof p === 'object' && p !== null);

export function loadFolioDocument(raw: unknown): FolioDocument {
  const doc = backfillFolio(migrateFolioDocument(raw));
  let nodes = doc.nodes;
  for (const node of Object.values(doc.nodes)) {
    // An accordion stored with panels that are not a list of objects is left for the renderer to skip.
    if (node.kind !== 'accordion-widget' || !panelsAreObjects(node.meta.panels as unknown)) continue;
    const fixed = applyAccordionRule(node);
    if (fixed !== node) nodes = { ...nodes, [node.id]: fixed };
  }
  return nodes === doc.nodes ? doc : { ...doc, nodes };
}
