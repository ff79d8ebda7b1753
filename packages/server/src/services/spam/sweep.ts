/** Used proofs whose challenge has expired: no proof of it can be taken any more, so its row may go (hourly job). */
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usedProofs } from '../../db/schema.ts';

export async function sweepUsedProofs(db: Executor): Promise<number> {
  const gone = await db.delete(usedProofs).where(lt(usedProofs.expiresAt, sql`now()`)).returning({ signature: usedProofs.signature });
  return gone.length;
}
