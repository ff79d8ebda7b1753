// Migration receiver_consent: receivers named before consent existed are asked (pending) and told once in the bell.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { buildFolio, buildUser } from '../../test/factories.ts';
import { backfillOf } from '../../test/migrations.ts';
import { formDoc } from '../routes/submissions/testing.ts';
import { notifications, receiverInvitations } from './schema.ts';

const { db } = await createTestApp();
/** The migration's data statements (after its tables), as they run on an installation with stored receivers. */
const backfill = backfillOf('receiver_consent');

describe('migration receiver_consent', () => {
  it('makes every stored named receiver pending and tells each once in the bell; groups, the owner and unknown ids get nothing', async () => {
    expect(backfill).toHaveLength(2);
    const owner = await buildUser(db, { displayName: 'Owner' });
    const named = await buildUser(db);
    const seller = await buildUser(db);
    const doc = formDoc(owner.id, {
      name: 'Old form',
      submissionReceiversAccounts: [named.id, owner.id, crypto.randomUUID()],
      purchaseReceiversAccounts: [seller.id],
    });
    const folio = await buildFolio(db, { authorId: owner.id, doc });
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const rows = await db.select().from(receiverInvitations).where(eq(receiverInvitations.folioId, folio.id));
    expect(rows.map((r) => [r.userId, r.kind, r.status]).sort()).toEqual(
      [
        [named.id, 'submission', 'pending'],
        [seller.id, 'purchase', 'pending'],
      ].sort(),
    );
    const told = await db.select().from(notifications).where(eq(notifications.itemId, folio.id));
    expect(told.map((n) => ({ userId: n.userId, kind: n.kind, actorId: n.actorId, data: n.data })).sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: named.id, kind: 'receiver', actorId: owner.id, data: { name: 'Old form', receiverKind: 'submission' } },
        { userId: seller.id, kind: 'receiver', actorId: owner.id, data: { name: 'Old form', receiverKind: 'purchase' } },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
  });
});
