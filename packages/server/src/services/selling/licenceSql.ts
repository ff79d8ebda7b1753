/**
 * licenceAllows(details, 'sell' | 'offerTemplate' | 'listMarketplace') of packages/model/src/selling/licenceRights.ts,
 * as SQL for listings that filter many folios at once: no licence (the author's own work), or an own copy whose
 * licence allows resale. licenceSql.test.ts holds the two to the same answer for every licence type.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export function resaleAllowedSql(licenceColumn: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${licenceColumn} is null or jsonb_typeof(${licenceColumn}) <> 'object' or (
    coalesce(${licenceColumn}->>'copyShare', 'copy') <> 'share' and coalesce((${licenceColumn}->>'folioCopyTransfer')::boolean, false)))`;
}
