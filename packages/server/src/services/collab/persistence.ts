/**
 * A shared document's life in PostgreSQL (decision 59): opened from its stored Yjs state, or made from the
 * folio's JSON the first time; brought up to date with JSON written elsewhere (the REST API, another server);
 * stored with the folio's JSON in step, in one transaction, so published pages, the REST API, search, exports
 * and copies read it as before.
 */
import { SharedFolio, jsonEqual } from '@folio/collab';
import type { FolioDocument, NodeMap } from '@folio/model';
import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../db/client.ts';
import { folioCollab, folioEditLog, folios } from '../../db/schema.ts';
import { normaliseFolioBlobs } from '../folios/folioBlobs.ts';
import { prepareDocument, richTextsOf } from '../folios/folioDocument.ts';
import { columnsOf, documentOf, findFolio } from '../folios/folios.ts';
import { receiversChanged, syncInvitations, type ReceiverMailDeps } from '../receivers/invitations.ts';
import { OpenFolio, SERVER_ORIGIN } from './state.ts';
import { writeJson } from './texts.ts';

/** Opens the folio's shared document into `doc`; null when there is no such folio. */
export async function openFolio(db: Db, folioId: string, doc: Y.Doc): Promise<OpenFolio | null> {
  const row = await findFolio(db, folioId);
  if (!row) return null;
  const [kept] = await db.select().from(folioCollab).where(eq(folioCollab.folioId, folioId));
  const json = documentOf(row);
  if (kept) Y.applyUpdate(doc, kept.state, SERVER_ORIGIN);
  const open = new OpenFolio(doc, {
    version: kept?.version ?? 0,
    stored: json,
    authorId: row.authorId,
    templateBased: row.isTemplateBased,
  });
  if (!kept) {
    await writeJson(open.shared, json, SERVER_ORIGIN);
    open.version = row.version;
    open.stored = json;
    await db
      .insert(folioCollab)
      .values({ folioId, state: Buffer.from(Y.encodeStateAsUpdate(doc)), version: row.version })
      .onConflictDoNothing();
  } else if (kept.version !== row.version) {
    // Changed through the REST API while nobody had it open: what changed since the state was stored comes in
    // (the kept state is what was stored then).
    open.stored = open.shared.read(kept.version);
    await takeExternal(open, json, row.version);
  }
  return open;
}

/**
 * Brings JSON written elsewhere (`theirs`, at `version`) into the shared document: the root fields and nodes that
 * differ from what this server last stored are taken from it, everything else stays as the editors left it.
 */
export async function takeExternal(open: OpenFolio, theirs: FolioDocument, version: number): Promise<void> {
  const base = open.stored;
  const ours = open.shared.read();
  const root = { ...ours.root } as unknown as Record<string, unknown>;
  const theirRoot = theirs.root as unknown as Record<string, unknown>;
  const baseRoot = base.root as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(theirRoot), ...Object.keys(baseRoot)])) {
    if (key === 'version' || jsonEqual(baseRoot[key], theirRoot[key])) continue;
    if (theirRoot[key] === undefined) delete root[key];
    else root[key] = theirRoot[key];
  }
  const nodes: NodeMap = { ...ours.nodes };
  for (const [id, node] of Object.entries(theirs.nodes)) if (!jsonEqual(base.nodes[id], node)) nodes[id] = node;
  for (const id of Object.keys(base.nodes)) if (!(id in theirs.nodes)) delete nodes[id];
  await writeJson(open.shared, { ...ours, schemaVersion: theirs.schemaVersion, root: root as unknown as FolioDocument['root'], nodes }, SERVER_ORIGIN);
  open.version = version;
  open.stored = theirs;
}

/**
 * Brings the open document up to what PostgreSQL holds now. Another server's store of the same shared document is
 * merged as Yjs state (a CRDT merge: nothing the editors here made since is lost; comparing JSON would take the
 * other server's older lists for newer ones). JSON written after that by the REST API comes in as JSON, measured
 * from the state it was written over.
 */
export async function catchUp(db: Db, folioId: string, open: OpenFolio): Promise<void> {
  const [kept] = await db.select({ state: folioCollab.state, version: folioCollab.version }).from(folioCollab).where(eq(folioCollab.folioId, folioId));
  const row = await findFolio(db, folioId);
  if (!row) return;
  if (kept && kept.version > open.version) {
    Y.applyUpdate(open.shared.doc, kept.state, SERVER_ORIGIN);
    if (kept.version === row.version) {
      open.version = row.version;
      open.stored = documentOf(row);
      return;
    }
    const then = new SharedFolio(new Y.Doc());
    Y.applyUpdate(then.doc, kept.state);
    open.version = kept.version;
    open.stored = then.read(kept.version);
  }
  if (row.version > open.version) await takeExternal(open, documentOf(row), row.version);
}

export interface StoreDeps {
  db: Db;
  /** the app's and the sites' origins (full addresses of our files are stored as `/blob/{id}`) */
  origins: readonly string[];
  receiverMail?: ReceiverMailDeps;
}

/** Stores the shared document and the folio's JSON in step; answers the version and whether it is new (null: no folio). */
export async function storeFolio(deps: StoreDeps, folioId: string, open: OpenFolio): Promise<{ version: number; changed: boolean } | null> {
  const { db } = deps;
  const [row] = await db.select({ version: folios.version }).from(folios).where(eq(folios.id, folioId));
  if (!row) return null;
  if (row.version !== open.version) await catchUp(db, folioId, open);
  const doc = open.shared.read(open.version);
  const state = Buffer.from(Y.encodeStateAsUpdate(open.shared.doc));
  const editors = [...open.editors];
  open.editors.clear();
  // Every text passed the gate (or was stored before): shapes and the tree are checked again, nothing is parsed.
  const checked = await prepareDocument(doc, richTextsOf(Object.values(doc.nodes)));
  let mailed = false;
  const saved = await db.transaction(async (tx) => {
    const locked = await findFolio(tx, folioId, true);
    if (!locked) return null;
    const before = documentOf(locked);
    const after = await normaliseFolioBlobs(tx, locked.authorId, checked, deps.origins);
    if (locked.version === open.version && jsonEqual(before.root, { ...after.root, version: locked.version }) && jsonEqual(before.nodes, after.nodes)) {
      await tx.update(folioCollab).set({ state, updatedAt: new Date() }).where(eq(folioCollab.folioId, folioId));
      return { version: locked.version, after, changed: false };
    }
    const version = locked.version + 1;
    await tx
      .update(folios)
      .set({ ...columnsOf({ ...after, root: { ...after.root, version } }), version, updatedAt: new Date() })
      .where(eq(folios.id, folioId));
    await tx
      .insert(folioCollab)
      .values({ folioId, state, version })
      .onConflictDoUpdate({ target: folioCollab.folioId, set: { state, version, updatedAt: sql`now()` } });
    for (const userId of editors.length ? editors : [null]) {
      await tx.insert(folioEditLog).values({ folioId, userId, version, log: [{ action: 'coEdit' }] });
    }
    if (deps.receiverMail && receiversChanged(before.root, after.root)) {
      await syncInvitations(tx, deps.receiverMail, { id: folioId, name: after.root.name, authorId: locked.authorId }, before.root, after.root);
      mailed = true;
    }
    return { version, after, changed: true };
  });
  if (mailed) deps.receiverMail?.mail.flush();
  if (!saved) return null;
  open.version = saved.version;
  open.stored = saved.after;
  // Addresses of our files are kept in their short form: the editors get it too.
  if (saved.after !== checked) await writeJson(open.shared, saved.after, SERVER_ORIGIN);
  return { version: saved.version, changed: saved.changed };
}
