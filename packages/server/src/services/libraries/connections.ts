/**
 * Connections: folios that show a library as their menu (root.libraryId). The library's editor lists those they
 * may see and can disconnect those they may edit (each disconnect is a new folio version with an edit-log entry).
 */
import { grantFor } from '../shares/grants.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db } from '../../db/client.ts';
import { folioEditLog, folios } from '../../db/schema.ts';
import { editableLibrary, findLibrary } from './libraries.ts';
import { columnsOf, documentOf } from '../folios/folios.ts';
import { prepareDocument } from '../folios/folioDocument.ts';

export interface LibraryConnection {
  folioId: string;
  name: string;
  authorId: string;
  libraryMenuType: string | null;
  canDisconnect: boolean;
}

const connected = (id: number) =>
  and(eq(folios.isDeleted, false), sql`${folios.root} ->> 'libraryId' = ${String(id)}`);

/** The folios connected to the library that the user may see (the user must be able to change the library). */
export async function libraryConnections(db: Db, user: AuthUser, id: number): Promise<{ items: LibraryConnection[]; total: number }> {
  const row = editableLibrary(user, await findLibrary(db, id, user));
  const rows = await db
    .select({
      folioId: folios.id,
      name: folios.name,
      authorId: folios.authorId,
      isPublic: folios.isPublic,
      libraryMenuType: sql<string | null>`${folios.root} ->> 'libraryMenuType'`,
    })
    .from(folios)
    .where(connected(row.id))
    .orderBy(asc(sql`lower(${folios.name})`), asc(folios.id));
  const items: LibraryConnection[] = [];
  for (const { isPublic, ...r } of rows) {
    const folio = { authorId: r.authorId, isPublic, share: r.authorId === user.userId ? null : await grantFor(db, user.userId, { type: 'folio', id: r.folioId }) };
    if (can(user, { kind: 'folio.read', folio })) items.push({ ...r, canDisconnect: can(user, { kind: 'folio.edit', folio }) });
  }
  return { items, total: items.length };
}

/** Clears libraryId and libraryMenuType on every connected folio the user may edit; answers how many changed. */
export async function disconnectAll(db: Db, user: AuthUser, id: number): Promise<{ disconnected: number }> {
  return db.transaction(async (tx) => {
    const row = editableLibrary(user, await findLibrary(tx, id, user, true));
    const candidates = await tx.select().from(folios).where(connected(row.id)).for('update');
    let disconnected = 0;
    for (const folio of candidates) {
      const share = folio.authorId === user.userId ? null : await grantFor(tx, user.userId, { type: 'folio', id: folio.id });
      if (!can(user, { kind: 'folio.editSettings', folio: { authorId: folio.authorId, isPublic: folio.isPublic, share } })) continue;
      const doc = documentOf(folio);
      const version = folio.version + 1;
      const next = await prepareDocument({ ...doc, root: { ...doc.root, libraryId: null, libraryMenuType: null, version } });
      await tx
        .update(folios)
        .set({ ...columnsOf(next), version, updatedAt: new Date() })
        .where(eq(folios.id, folio.id));
      await tx.insert(folioEditLog).values({
        folioId: folio.id,
        userId: user.userId,
        version,
        log: [{ action: 'disconnectLibrary', path: 'root.libraryId' }],
      });
      disconnected++;
    }
    return { disconnected };
  });
}
