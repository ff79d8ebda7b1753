import { describe, expect, it } from 'vitest';
import { createFolio } from './defaults.ts';
import { loadFolioDocument, migrateFolioDocument, type FolioMigration } from './migrations.ts';
import { CURRENT_SCHEMA_VERSION } from './schemaVersion.ts';
import { deepFreeze } from './testing.ts';

/** An unversioned (version 0) document: a block lists its resource and interactions in `children`, no root.pages. */
const versionZero = () =>
  deepFreeze({
    root: { authorId: 'a', name: 'Old', version: 7 },
    nodes: {
      p1: { id: 'p1', kind: 'page', name: 'Home', children: ['t1'], design: { padding: '0' } },
      t1: { id: 't1', kind: 'tile', children: ['l1'], design: { padding: '0 20px' } },
      l1: { id: 'l1', kind: 'layout', children: ['c1'], design: { padding: '0' } },
      c1: { id: 'c1', kind: 'column', children: ['b1'], design: { alignY: 'flex-start', width: 'equal' } },
      b1: { id: 'b1', kind: 'block', children: ['i1', 'w1'], design: { padding: '8px' } },
      w1: { id: 'w1', kind: 'text-widget', name: 'q', required: true, label: { position: 'top', text: 'Q' }, meta: {}, state: { value: '' } },
      i1: { id: 'i1', kind: 'link-interaction' },
    },
  });

describe('migrateFolioDocument', () => {
  it('leaves a current document as it is', () => {
    const doc = createFolio('a', { newId: () => 'p1' });
    expect(migrateFolioDocument(doc)).toEqual(doc);
  });

  it('migrates an unversioned document to the current shape', () => {
    const doc = migrateFolioDocument(versionZero());
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(doc.root.pages).toEqual(['p1']);
    expect(doc.nodes.b1).toEqual({ id: 'b1', kind: 'block', resource: 'w1', interactions: ['i1'], design: { padding: '8px' } });
    expect(doc.root.version).toBe(7);
  });

  it('refuses a document written by a newer version, with a clear error', () => {
    const doc = { ...createFolio('a'), schemaVersion: CURRENT_SCHEMA_VERSION + 1 };
    expect(() => migrateFolioDocument(doc)).toThrow(
      `This folio was saved by a newer version of the app (schema ${CURRENT_SCHEMA_VERSION + 1}; this app reads up to ${CURRENT_SCHEMA_VERSION}); reload the page to update`,
    );
  });

  it('refuses what is not a folio document', () => {
    for (const raw of [null, 'x', [], { root: {} }, { nodes: {} }, { root: {}, nodes: {}, schemaVersion: 'one' }, { root: {}, nodes: {}, schemaVersion: -1 }]) {
      expect(() => migrateFolioDocument(raw)).toThrow('This is not a folio document');
    }
  });

  it('runs numbered migrations in order, each once, from the stored version up', () => {
    const log: number[] = [];
    const step = (version: number): FolioMigration => ({
      version,
      name: `step ${version}`,
      up: (doc) => {
        log.push(version);
        return { ...doc, root: { ...doc.root, trail: [...((doc.root.trail as number[]) ?? []), version] } };
      },
    });
    const migrations = [step(3), step(1), step(2)];
    const doc = migrateFolioDocument({ schemaVersion: 1, root: {}, nodes: {} }, migrations, 3);
    expect(log).toEqual([2, 3]);
    expect(doc.schemaVersion).toBe(3);
    expect(doc.root).toEqual({ trail: [2, 3] });
  });

  it('fails loudly when a migration is missing', () => {
    expect(() => migrateFolioDocument({ schemaVersion: 0, root: {}, nodes: {} }, [], 1)).toThrow(
      'No migration to folio schema version 1',
    );
  });
});

describe('loadFolioDocument', () => {
  it('migrates, backfills and applies the accordion rule', () => {
    const raw = {
      ...versionZero(),
      nodes: {
        ...versionZero().nodes,
        acc: {
          id: 'acc',
          kind: 'accordion-widget',
          meta: { allowMultipleOpen: false, panels: [{ id: 'a', collapsedByDefault: false }, { id: 'b', collapsedByDefault: false }] },
        },
      },
    };
    const doc = loadFolioDocument(raw);
    expect(doc.nodes.w1).toMatchObject({ meta: { dataValidationType: 'text', format: 'single', instructions: '' }, feedback: { enabled: false } });
    expect(doc.nodes.i1).toMatchObject({ settings: { url: '', target: '_self' } });
    expect(doc.nodes.t1).toMatchObject({ interactions: [] });
    expect(doc.nodes.acc).toMatchObject({ meta: { panels: [{ collapsedByDefault: false }, { collapsedByDefault: true }] } });
  });
});
