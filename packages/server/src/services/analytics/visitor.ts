/**
 * Visitors without cookies (issue 14): hash(day's salt, address, user agent), 64 bits: one person is one visitor
 * across every folio and website of the day (issue 26), so uniques over several items are counted once. The salt is made once
 * per UTC day in PostgreSQL (shared by every app server, first writer wins) and kept two days, so yesterday's
 * hashes cannot be rebuilt once it is gone. The address and user agent are never stored.
 */
import crypto from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { analyticsSalts } from '../../db/schema.ts';

const salts = new Map<string, Buffer>();

export const utcDay = (d = new Date()) => d.toISOString().slice(0, 10);

export async function saltOf(db: Executor, day: string): Promise<Buffer> {
  const known = salts.get(day);
  if (known) return known;
  await db.insert(analyticsSalts).values({ day, salt: crypto.randomBytes(16) }).onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(sql`${analyticsSalts.day} = ${day}`);
  salts.clear();
  salts.set(day, row!.salt);
  return row!.salt;
}

export function visitorHash(salt: Buffer, address: string, userAgent: string): bigint {
  const digest = crypto.createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest();
  return digest.readBigInt64BE(0);
}

/** Salts older than yesterday go: their days' visitors can no longer be matched to anything. */
export async function dropOldSalts(db: Executor, today = utcDay()): Promise<void> {
  const yesterday = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, yesterday));
}
