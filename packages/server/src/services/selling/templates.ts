/**
 * Templates (issue 13): public, published folios offered free under a licence that gives a copy. "Use this template"
 * makes the caller's own copy of the published snapshot: private, version 1, `originalAuthorId` kept, the licence's
 * rights as `licenseDetails`, and the template rules of spec §4/§5 (isTemplateBased) on every later edit.
 */
import { LICENSE_TYPE_INFO, isLicenseType, type LicenseType } from '@folio/model';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { licenseOptions } from '../../db/schema.ts';

/** The free, published, unexpired option of the folio whose licence gives a copy (the first in order), if any. */
export async function templateOffer(db: Executor, folioId: string): Promise<LicenseType | null> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .select({ licenseType: licenseOptions.publishedLicenseType })
    .from(licenseOptions)
    .where(
      and(
        eq(licenseOptions.itemType, 'folio'),
        eq(licenseOptions.itemId, folioId),
        eq(licenseOptions.isDeleted, false),
        isNotNull(licenseOptions.publishedPrice),
        eq(licenseOptions.publishedPrice, 0),
        sql`coalesce(${licenseOptions.publishedEndDate}, '9999-12-31') >= ${today}`,
      ),
    )
    .orderBy(asc(licenseOptions.idx));
  const type = rows.map((r) => r.licenseType).find((t): t is LicenseType => isLicenseType(t) && LICENSE_TYPE_INFO[t].details.copyShare === 'copy');
  return type ?? null;
}
