/**
 * One licence option as a buyer without an account meets it (issue 25): its product page on the sites origin and
 * the guest checkout read it here. Only a live offer answers: the option published, not deleted, not past its end
 * date, its item public and not deleted (a licensed copy only under a resale licence, decision 47); anything else is null (the page's 404). Amounts come from the
 * published terms, as the cart computes them.
 */
import { isLicenseType, taxOn, toMinor, toPercentHundredths, withDefaults, type LicenseOptionRoot, type LicenseType } from '@folio/model';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { licenseOptions } from '../../db/schema.ts';
import { isUuid } from '../folios/folios.ts';
import { resaleAllowedSql } from './licenceSql.ts';

export interface Offer {
  optionId: string;
  itemType: 'folio' | 'asset' | 'library';
  itemId: string;
  itemName: string;
  sellerId: string;
  sellerName: string;
  licenseType: LicenseType | null;
  currency: string;
  /** minor units */
  priceMinor: number;
  taxMinor: number;
  shippingMinor: number;
  otherMinor: number;
  totalMinor: number;
  /** the tax rate as the seller wrote it ("13"), or null without tax */
  taxPercentage: string | null;
  /** the published terms as stored, kept on the order line */
  terms: Record<string, unknown>;
  /** a public address of the item's picture (a folio's thumbnail, an asset's preview), or null */
  coverUrl: string | null;
}

interface OfferRow extends Record<string, unknown> {
  name: string | null;
  is_public: boolean | null;
  seller_name: string | null;
  cover: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The item's name, visibility and picture, in one query per kind. */
function itemSql(itemType: string, itemId: string) {
  if (itemType === 'folio') {
    if (!isUuid(itemId)) return null;
    return sql`select f.name, f.is_public, p.root->>'thumbnailUrl' as cover from folios f
      join folio_publications p on p.folio_id = f.id where f.id = ${itemId} and not f.is_deleted and ${resaleAllowedSql(sql`f.license_details`)}`;
  }
  if (itemType === 'asset') {
    if (!isUuid(itemId)) return null;
    return sql`select a.title as name, a.is_public, case when b.thumbnail_key is not null then '/blob/' || b.id || '/thumbnail' end as cover
      from assets a left join blobs b on b.id = a.blob_id where a.id = ${itemId} and not a.is_deleted`;
  }
  if (!/^\d{1,9}$/.test(itemId)) return null;
  return sql`select l.name, l.is_public, null as cover from libraries l where l.id = ${Number(itemId)}`;
}

/** A public address only: our own files by path, or an outside https picture. */
const publicCover = (url: string | null): string | null => (url && (/^\/blob\/[0-9a-f-]{36}(\/thumbnail)?$/.test(url) || /^https:\/\//.test(url)) ? url : null);

export async function readOffer(db: Executor, optionId: string): Promise<Offer | null> {
  if (!isUuid(optionId)) return null;
  const [option] = await db.select().from(licenseOptions).where(eq(licenseOptions.id, optionId));
  const published = option?.published as Partial<LicenseOptionRoot> | null | undefined;
  if (!option || option.isDeleted || !published) return null;
  const terms = withDefaults(published);
  if ((terms.endDate || '9999-12-31') < today()) return null;
  const query = itemSql(option.itemType, option.itemId);
  if (!query) return null;
  const { rows } = await db.execute<OfferRow>(sql`select i.*, (select u.display_name from users u where u.id = ${option.ownerId} and u.is_active) as seller_name from (${query}) i`);
  const item = rows[0];
  if (!item || !item.is_public || item.name === null || item.seller_name === null) return null;
  const priceMinor = toMinor(terms.price) ?? 0;
  const percent = toPercentHundredths(terms.taxPercentage) ?? 0;
  const taxMinor = taxOn(priceMinor, percent);
  const shippingMinor = toMinor(terms.shipping) ?? 0;
  const otherMinor = toMinor(terms.other) ?? 0;
  return {
    optionId: option.id,
    itemType: option.itemType,
    itemId: option.itemId,
    itemName: item.name,
    sellerId: option.ownerId,
    sellerName: item.seller_name,
    licenseType: isLicenseType(terms.licenseType) ? terms.licenseType : null,
    currency: terms.currency,
    priceMinor,
    taxMinor,
    shippingMinor,
    otherMinor,
    totalMinor: priceMinor + taxMinor + shippingMinor + otherMinor,
    taxPercentage: percent > 0 ? String(percent / 100) : null,
    terms: option.published ?? {},
    coverUrl: publicCover(item.cover),
  };
}
