/**
 * The cart (spec §3 Cart item, §5, §7 Cart, §8): licence options of items others sell, and account types. Amounts
 * come from the published terms (or the account type's price) every time the cart is read; the client's price is
 * never taken. Adding what is already there is refused with the spec's texts; so are unknown item types.
 */
import {
  ACCOUNT_TYPES,
  CART_ITEMS_ALREADY_IN_CART,
  CART_ITEM_ALREADY_IN_CART,
  CART_ITEM_TYPE_UNKNOWN,
  DEFAULT_CURRENCY,
  fromMinor,
  isLicenseType,
  taxOn,
  toMinor,
  licenceAllows,
  ownsAlready,
  toPercentHundredths,
  withDefaults,
  type Cart,
  type CartItem,
  type LicenseOptionRoot,
} from '@folio/model';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db, Executor } from '../../db/client.ts';
import { cartItems, licenseOptions } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isUniqueViolation, isUuid } from '../folios/folios.ts';
import { findItem } from '../shares/items.ts';
import { OWNED_TEXT, heldLicences } from '../payments/owned.ts';
import { resaleAllowedSql } from './licenceSql.ts';

export const CART_TYPES = ['folio', 'asset', 'library', 'accountLicense', 'domain'] as const;
export type CartType = (typeof CART_TYPES)[number];

export const CART_TEXTS = {
  optionGone: 'This licence option is no longer offered',
  ownItem: 'This is your own item; there is nothing to buy',
  noDomains: 'Domains are not sold by this installation; point your own domain at your website in its settings',
  notSold: 'This account type is not sold',
  typeMismatch: 'The licence option belongs to another kind of item',
} as const;

export interface CartInput {
  type: string;
  licenseOptionId?: string | undefined;
  accountTypeId?: number | undefined;
}

export type CartItemView = CartItem;
export type CartView = Cart;

const today = () => new Date().toISOString().slice(0, 10);

async function checkedInput(db: Executor, user: AuthUser, input: CartInput): Promise<{ type: CartType; licenseOptionId: string | null; accountTypeId: number | null }> {
  if (!(CART_TYPES as readonly string[]).includes(input.type)) throw badRequest(CART_ITEM_TYPE_UNKNOWN);
  const type = input.type as CartType;
  if (type === 'domain') throw badRequest(CART_TEXTS.noDomains);
  if (type === 'accountLicense') {
    const accountType = ACCOUNT_TYPES.find((t) => t.id === input.accountTypeId);
    if (!accountType || accountType.yearlyPriceMinor === 0) throw badRequest(CART_TEXTS.notSold);
    return { type, licenseOptionId: null, accountTypeId: accountType.id };
  }
  if (!input.licenseOptionId || !isUuid(input.licenseOptionId)) throw notFound(CART_TEXTS.optionGone);
  const [option] = await db.select().from(licenseOptions).where(eq(licenseOptions.id, input.licenseOptionId));
  const published = option?.published as Partial<LicenseOptionRoot> | null | undefined;
  if (!option || option.isDeleted || !published || (published.endDate ?? '9999-12-31') < today()) throw notFound(CART_TEXTS.optionGone);
  if (option.itemType !== type) throw badRequest(CART_TEXTS.typeMismatch);
  const item = await findItem(db, { type: option.itemType, id: option.itemId });
  // an offer on a licensed copy whose licence does not allow resale is not the holder's to make (decision 47)
  if (!item || !item.isPublic || !licenceAllows(item.licence, 'sell')) throw notFound(CART_TEXTS.optionGone);
  if (item.ownerId === user.userId) throw badRequest(CART_TEXTS.ownItem);
  const held = (await heldLicences(db, user.userId, [{ type: option.itemType, id: option.itemId }])).get(option.itemId) ?? [];
  if (ownsAlready(held, option.publishedLicenseType)) throw conflict(OWNED_TEXT);
  return { type, licenseOptionId: option.id, accountTypeId: null };
}

/** Adds one item (409 with the spec's text when it is already there). */
export async function addToCart(db: Db, user: AuthUser, input: CartInput): Promise<CartView> {
  const row = await checkedInput(db, user, input);
  try {
    await db.insert(cartItems).values({ userId: user.userId, ...row });
  } catch (err) {
    if (isUniqueViolation(err, 'cart_items_user_option_key') || isUniqueViolation(err, 'cart_items_user_account_type_key')) throw conflict(CART_ITEM_ALREADY_IN_CART);
    throw err;
  }
  return readCart(db, user);
}

/** Adds several at once, all or none (409 '…some or all are already in the cart.'). */
export async function addManyToCart(db: Db, user: AuthUser, inputs: CartInput[]): Promise<CartView> {
  const rows: Array<Awaited<ReturnType<typeof checkedInput>>> = [];
  for (const input of inputs) rows.push(await checkedInput(db, user, input));
  try {
    await db.transaction(async (tx) => {
      for (const row of rows) await tx.insert(cartItems).values({ userId: user.userId, ...row });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'cart_items_user_option_key') || isUniqueViolation(err, 'cart_items_user_account_type_key')) throw conflict(CART_ITEMS_ALREADY_IN_CART);
    throw err;
  }
  return readCart(db, user);
}

export async function removeFromCart(db: Db, user: AuthUser, ids: string[]): Promise<CartView> {
  const wanted = ids.filter(isUuid);
  if (wanted.length) await db.delete(cartItems).where(and(eq(cartItems.userId, user.userId), inArray(cartItems.id, wanted)));
  return readCart(db, user);
}

/** The cart with amounts recomputed from today's published terms. */
export async function readCart(db: Executor, user: AuthUser): Promise<CartView> {
  const rows = await db
    .select({ item: cartItems, option: licenseOptions, name: sql<string | null>`case ${licenseOptions.itemType}
        when 'folio' then (select f.name from folios f where f.id::text = ${licenseOptions.itemId} and not f.is_deleted and ${resaleAllowedSql(sql`f.license_details`)})
        when 'asset' then (select a.title from assets a where a.id::text = ${licenseOptions.itemId} and not a.is_deleted)
        when 'library' then (select l.name from libraries l where l.id::text = ${licenseOptions.itemId}) end`,
      sellerName: sql<string | null>`(select u.display_name from users u where u.id = ${licenseOptions.ownerId})` })
    .from(cartItems)
    .leftJoin(licenseOptions, eq(licenseOptions.id, cartItems.licenseOptionId))
    .where(eq(cartItems.userId, user.userId))
    .orderBy(asc(cartItems.createdAt));
  const held = await heldLicences(db, user.userId, rows.flatMap(({ option }) => (option ? [{ type: option.itemType, id: option.itemId }] : [])));
  const totals: Record<string, number> = {};
  const items = rows.map(({ item, option, name, sellerName }): CartItemView => {
    if (item.type === 'accountLicense') {
      const accountType = ACCOUNT_TYPES.find((t) => t.id === item.accountTypeId);
      const amount = accountType?.yearlyPriceMinor ?? 0;
      if (accountType) totals[DEFAULT_CURRENCY] = (totals[DEFAULT_CURRENCY] ?? 0) + amount;
      return { id: item.id, type: item.type, itemId: null, itemName: `${accountType?.name ?? 'Account'} account, one year`, licenseOptionId: null, licenseType: null, accountTypeId: item.accountTypeId, accountTypeName: accountType?.name ?? null, amount: fromMinor(amount), tax: '0', shipping: '0', other: '0', currency: DEFAULT_CURRENCY, available: accountType !== undefined, owned: false, sellerId: null, sellerName: null };
    }
    const terms = withDefaults((option?.published ?? {}) as Partial<LicenseOptionRoot>);
    // bought since it was added (another tab, another device): kept in the cart to say so, but not paid again
    const owned = option ? ownsAlready(held.get(option.itemId) ?? [], terms.licenseType) : false;
    const available = Boolean(option && !option.isDeleted && option.published && name !== null && (terms.endDate ?? '9999-12-31') >= today()) && !owned;
    const price = toMinor(terms.price) ?? 0;
    const tax = taxOn(price, toPercentHundredths(terms.taxPercentage) ?? 0);
    const shipping = toMinor(terms.shipping) ?? 0;
    const other = toMinor(terms.other) ?? 0;
    if (available) totals[terms.currency] = (totals[terms.currency] ?? 0) + price + tax + shipping + other;
    return {
      id: item.id,
      type: item.type,
      itemId: option?.itemId ?? null,
      itemName: name ?? 'No longer available',
      licenseOptionId: item.licenseOptionId,
      licenseType: isLicenseType(terms.licenseType) ? terms.licenseType : null,
      accountTypeId: null,
      accountTypeName: null,
      amount: fromMinor(price),
      tax: fromMinor(tax),
      shipping: fromMinor(shipping),
      other: fromMinor(other),
      currency: terms.currency,
      available,
      owned,
      sellerId: option?.ownerId ?? null,
      sellerName,
    };
  });
  return { items, totals: Object.fromEntries(Object.entries(totals).map(([c, v]) => [c, fromMinor(v)])) };
}
