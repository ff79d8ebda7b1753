/** What the selling routes answer (issue 13): payout accounts, checkout, orders and purchases. */

export interface PayoutAccount {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** Stripe is the in-process test server: no real money moves */
  testMode: boolean;
}

export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'canceled';
export type OrderItemType = 'folio' | 'asset' | 'library' | 'accountLicense';

export interface OrderLine {
  id: string;
  itemType: OrderItemType;
  itemId: string | null;
  itemName: string;
  licenseType: string | null;
  accountTypeId: number | null;
  /** price + tax + shipping + other, decimal text */
  amount: string;
  /** the buyer's copy of a bought folio, once paid */
  grantedFolioId: string | null;
  /** the buyer's own paid order only: a bought asset's file, sent as an attachment (the Download button); else absent */
  downloadUrl?: string | null;
}

export interface Order {
  id: string;
  status: OrderStatus;
  /** id null: a guest's order not claimed yet */
  buyer: { id: string | null; displayName: string };
  seller: { id: string; displayName: string } | null;
  currency: string;
  total: string;
  /** the platform's share */
  fee: string;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  items: OrderLine[];
}

/** What refunding an order line takes back from its buyer. */
export type RefundTakesBack = 'copy' | 'view' | 'file' | 'accountLicense' | 'nothing';

/** What a refund of an order covers, read by its seller before confirming (issue 26). */
export interface RefundPreview {
  orderId: string;
  status: OrderStatus;
  buyer: { id: string | null; displayName: string };
  currency: string;
  /** what the buyer gets back, decimal text */
  total: string;
  items: Array<{ itemType: OrderItemType; itemName: string; licence: string; amount: string; takesBack: RefundTakesBack }>;
  /** the folios the refund deletes: the buyer's copies and those made from them that the licence did not allow passing on */
  copies: Array<{ id: string; name: string; ownerName: string; buyers: boolean }>;
}

/** One bought licence, as the seller's purchase lists and the buyer's Purchased tabs show it. */
export interface Purchase {
  id: string;
  orderId: string;
  status: OrderStatus;
  itemType: OrderItemType;
  itemId: string | null;
  itemName: string;
  licenseType: string | null;
  /** id null: a guest's order not claimed yet */
  buyer: { id: string | null; displayName: string };
  seller: { id: string; displayName: string } | null;
  amount: string;
  currency: string;
  grantedFolioId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** the buyer's own list only: a paid asset's file, sent as an attachment (the Download button); else absent */
  downloadUrl?: string | null;
}

export interface CheckoutResult {
  orderId: string;
  /** where the buyer pays (Stripe Checkout, or the test server's pay page); the order page for a free order */
  url: string;
}

export interface SalesSummary {
  /** per currency: paid minus refunded, and the platform's fees */
  revenue: Array<{ currency: string; gross: string; fees: string; net: string; orders: number }>;
  perItem: Array<{ itemType: OrderItemType; itemId: string | null; itemName: string; currency: string; sold: number; revenue: string }>;
  payouts: PayoutAccount | null;
}

export interface AccountLicense {
  id: string;
  userId: string;
  accountTypeId: number;
  accountTypeName: string;
  startsOn: string;
  endsOn: string;
  /** in effect today (not ended, not refunded) */
  active: boolean;
}

export type CartItemType = 'folio' | 'asset' | 'library' | 'accountLicense' | 'domain';

/** A cart line with today's amounts (recomputed from the published terms on every read). */
export interface CartItem {
  id: string;
  type: CartItemType;
  itemId: string | null;
  itemName: string;
  licenseOptionId: string | null;
  licenseType: string | null;
  accountTypeId: number | null;
  accountTypeName: string | null;
  amount: string;
  tax: string;
  shipping: string;
  other: string;
  currency: string;
  /** false when the option was withdrawn or ended since it was added: it cannot be paid */
  available: boolean;
  /** the buyer already holds a licence giving everything this one does (bought since it was added): not paid again */
  owned: boolean;
  /** who is paid: the item's owner; null for account types (the platform) */
  sellerId: string | null;
  sellerName: string | null;
}

export interface Cart {
  items: CartItem[];
  /** per currency: the sum of amount, tax, shipping and other of the available items */
  totals: Record<string, string>;
}
