// The SQL form of the resale rule gives the model's answer for every licence type (and for none).
import { LICENSE_TYPES, LICENSE_TYPE_INFO, licenceAllows, type LicenseDetails } from '@folio/model';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { resaleAllowedSql } from './licenceSql.ts';

const { db } = await createTestApp();

const inSql = async (licence: LicenseDetails | null) => {
  const value = sql`${licence === null ? null : JSON.stringify(licence)}::jsonb`;
  const { rows } = await db.execute<{ ok: boolean }>(sql`select ${resaleAllowedSql(value)} as ok`);
  return rows[0]!.ok;
};

describe('resaleAllowedSql', () => {
  it.each([...LICENSE_TYPES])('%s: the same answer as licenceAllows(…, "sell")', async (type) => {
    const details = LICENSE_TYPE_INFO[type].details;
    expect(await inSql(details)).toBe(licenceAllows(details, 'sell'));
    expect(licenceAllows(details, 'listMarketplace')).toBe(licenceAllows(details, 'sell'));
    expect(licenceAllows(details, 'offerTemplate')).toBe(licenceAllows(details, 'sell'));
  });
  it('no licence: the author’s own work, offered freely', async () => {
    expect(await inSql(null)).toBe(true);
  });
});
