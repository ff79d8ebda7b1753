/** Licence options, the marketplace, the cart, checkout, purchases and sales (spec §7, issue 13). */
import type { Asset, Cart, CheckoutResult, EntityRequest, LicenseOptionRoot, MarketplaceItem, Order, PayoutAccount, Purchase, RefundPreview, SalesSummary } from '@folio/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession, setCartCount, updateStripeAccountInfo, useSession } from '../session/store.ts';
import { readCart } from './cartRead.ts';
import { call } from './client.ts';
import { useCursorPages, type CursorPage } from './cursorPages.ts';

export type { Cart, CartItem, MarketplaceItem, Order, PayoutAccount, Purchase, SalesSummary } from '@folio/model';

export interface LicenseOption {
  id: string;
  itemType: 'folio' | 'asset' | 'library';
  itemId: string;
  idx: number;
  root: LicenseOptionRoot;
  published: LicenseOptionRoot | null;
}

const optionsKey = (itemId: string) => ['licenseOptions', itemId] as const;

export function useLicenseOptions(itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: optionsKey(itemId),
    queryFn: () => call<LicenseOption[]>(`/api/licenseOptions/${encodeURIComponent(itemId)}`, { query: { forEditing: true } }),
    enabled,
  });
}

/** Offers the folio free under a licence type (a new option, published at once), or withdraws its free offers. */
export function useTemplateOffer(folioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ licenseType, current }: { licenseType: string | null; current: LicenseOption[] }) => {
      for (const option of current) await call<void>(`/api/licenseOptions/${option.id}`, { method: 'DELETE' });
      if (!licenseType) return;
      const id = await call<string>('/api/licenseOptions', { method: 'POST', query: { index: true }, body: { itemType: 'folio', itemId: folioId, root: { price: '0' } } });
      await call(`/api/licenseOptions/publish/${encodeURIComponent(id)}`, { method: 'PATCH', body: { root: { price: '0', licenseType } } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: optionsKey(folioId) }),
  });
}

export const COPY_LICENSES = ['personal', 'edit', 'submissions', 'site', 'resale'] as const;

export function useTemplates(first: number, title: string) {
  return useQuery({
    queryKey: ['templates', first, title],
    queryFn: () =>
      call<{ items: MarketplaceItem[]; total: number }>('/api/marketplace/folios', {
        query: { first, after: 0, isPurchasable: false, licenses: [...COPY_LICENSES], ...(title ? { title } : {}) },
      }),
  });
}

// ——— Licence options for sale, the marketplace, the cart, checkout, purchases and sales (issue 13) ———

/**
 * The server side of the licence options editor's entities (spec §4 lifecycle): a create adds the option and
 * publishes its terms (buyers see published terms only) and answers its id; an update publishes the new terms; a
 * delete withdraws the option. The item's options are asked for again after each.
 */
export function useLicenseOptionRequests(itemType: 'folio' | 'asset' | 'library', itemId: string) {
  const client = useQueryClient();
  return async (request: EntityRequest<Partial<LicenseOptionRoot>>): Promise<string | void> => {
    try {
      if (request.type === 'delete') return await call<void>(`/api/licenseOptions/${encodeURIComponent(request.serverId)}`, { method: 'DELETE' });
      const root = request.values;
      const id = request.type === 'create' ? await call<string>('/api/licenseOptions', { method: 'POST', query: { index: true }, body: { itemType, itemId, root } }) : request.serverId;
      await call(`/api/licenseOptions/publish/${encodeURIComponent(id)}`, { method: 'PATCH', body: { root } });
      return id;
    } finally {
      void client.invalidateQueries({ queryKey: optionsKey(itemId) });
    }
  };
}

export interface PublicLicenseOption {
  id: string;
  itemType: 'folio' | 'asset' | 'library';
  itemId: string;
  idx: number;
  root: LicenseOptionRoot;
}

export function usePublicOptions(itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['publicLicenseOptions', itemId],
    queryFn: () => call<PublicLicenseOption[]>(`/public/api/licenseOptions/${encodeURIComponent(itemId)}`),
    enabled,
  });
}

export interface MarketplaceFilters {
  title: string;
  authorName: string;
  price: string;
  licenses: string[];
}

/** How many cards the marketplace shows at first and adds on each "Show more". */
export const MARKETPLACE_PAGE = 24;

/** Folios and libraries for sale, a page at a time (keyset: each "Show more" reads the next page only). */
export function useMarketplace(f: MarketplaceFilters) {
  return useCursorPages(['marketplace', f], (cursor) =>
    call<CursorPage<MarketplaceItem>>('/api/marketplace/folios', {
      query: {
        first: MARKETPLACE_PAGE,
        ...(cursor ? { cursor } : {}),
        isPurchasable: true,
        includeLibraries: true,
        ...(f.title ? { title: f.title } : {}),
        ...(f.authorName ? { authorName: f.authorName } : {}),
        ...(f.price ? { price: f.price } : {}),
        ...(f.licenses.length ? { licenses: f.licenses } : {}),
      },
    }),
  );
}


const CART_KEY = ['cart'] as const;

/** Keeps the session's cart count (spec §4) equal to the cart the server holds; other tabs follow through storage. */
function cartArrived(cart: Cart): Cart {
  setCartCount(cart.items.length);
  return cart;
}

export function useCart() {
  return useQuery({ queryKey: CART_KEY, queryFn: async () => cartArrived(await readCart()) });
}

function useCartMutation<V>(fn: (v: V) => Promise<Cart>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => cartArrived(await fn(v)),
    onSuccess: (cart) => client.setQueryData(CART_KEY, cart),
  });
}

export const useAddToCart = () =>
  useCartMutation((item: { type: string; licenseOptionId?: string; accountTypeId?: number }) => call<Cart>('/api/products/cartItems/add', { method: 'POST', body: item }));
export const useRemoveFromCart = () => useCartMutation((ids: string[]) => call<Cart>('/api/products/cartItems/delete', { method: 'POST', body: { ids } }));

/** The licence types the signed-in user holds to an item (paid, not refunded): "You own this" comes from it. */
export function useOwnedLicences(itemType: 'folio' | 'asset' | 'library', itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['ownedLicences', itemType, itemId],
    queryFn: () => call<{ licenseTypes: string[] }>(`/api/products/owned/${itemType}/${encodeURIComponent(itemId)}`),
    enabled,
  });
}

export function useCheckout() {
  return useMutation({ mutationFn: (cartItemIds: string[]) => call<CheckoutResult>('/api/products/checkout', { method: 'POST', body: { cartItemIds } }) });
}

export function usePaymentsMode() {
  return useQuery({ queryKey: ['paymentsMode'], queryFn: () => call<{ testMode: boolean; feePercent: number }>('/api/payments/mode'), staleTime: Infinity });
}

/** The order; while it is pending after the buyer's return, asks the server to check with Stripe (and fulfil). */
export function useCompletedOrder(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['order', id],
    queryFn: async () => {
      const order = await call<Order>(`/api/orders/${encodeURIComponent(id)}/complete`, { method: 'POST' });
      // What was paid left the cart on the server: the count follows.
      if (order.status === 'paid') client.setQueryData(CART_KEY, cartArrived(await call<Cart>('/api/products/cartItems')));
      return order;
    },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
  });
}

export function usePurchases(itemType: string | null) {
  return useQuery({
    queryKey: ['purchases', itemType],
    queryFn: () => call<{ items: Purchase[]; total: number }>('/api/purchases', { query: { first: 100, ...(itemType ? { itemType } : {}) } }),
  });
}

export function useSales() {
  return useQuery({ queryKey: ['sales'], queryFn: () => call<SalesSummary>('/api/sales') });
}

export function useSalesOrders() {
  return useQuery({ queryKey: ['salesOrders'], queryFn: () => call<{ items: Purchase[]; total: number }>('/api/sales/orders', { query: { first: 100 } }) });
}

/** What refunding the order would cover, read while the seller's confirmation is open. */
export function useRefundPreview(orderId: string | null) {
  return useQuery({
    queryKey: ['refundPreview', orderId],
    queryFn: () => call<RefundPreview>(`/api/orders/${encodeURIComponent(orderId ?? '')}/refund`),
    enabled: orderId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call<Order>(`/api/orders/${encodeURIComponent(orderId)}/refund`, { method: 'POST' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['sales'] });
      void client.invalidateQueries({ queryKey: ['salesOrders'] });
    },
  });
}

const isPayoutAccount = (v: unknown): v is PayoutAccount => typeof v === 'object' && v !== null && typeof (v as PayoutAccount).accountId === 'string' && typeof (v as PayoutAccount).chargesEnabled === 'boolean';

/**
 * The payout account (`GET /api/stripeAccountInfo/{id}`). The signed-in account's answer is kept in the session as
 * `stripeAccountInfo` (spec §3, §4) and read from there: a screen shows it at once, also after a reload, while it is
 * asked for again.
 */
export function usePayoutAccount(userId: string) {
  const session = useSession();
  const kept = session?.currentUserId === userId && isPayoutAccount(session.stripeAccountInfo) ? session.stripeAccountInfo : undefined;
  return useQuery({
    queryKey: ['payoutAccount', userId],
    queryFn: async () => {
      const info = (await call<PayoutAccount | undefined>(`/api/stripeAccountInfo/${encodeURIComponent(userId)}`)) ?? null;
      if (getSession()?.currentUserId === userId) updateStripeAccountInfo(info);
      return info;
    },
    enabled: userId !== '',
    placeholderData: kept,
  });
}

/** Asks for a fresh onboarding link and goes there (links are single use; each visit needs a new one). */
export function useStartOnboarding(userId: string) {
  return useMutation({
    mutationFn: async () => {
      const { url } = await call<{ url: string }>(`/api/stripeConnectedAccounts/${encodeURIComponent(userId)}/generateAccountLink`);
      window.location.assign(url);
    },
  });
}

/** Assets for sale (spec §7 `marketplace/assets`): public ones with a price or a priced licence option. */
export function useAssetMarketplace(f: MarketplaceFilters, enabled: boolean) {
  return useCursorPages(
    ['assetMarketplace', f],
    (cursor) =>
      call<CursorPage<Asset>>('/api/marketplace/assets', {
        query: {
          first: MARKETPLACE_PAGE,
          ...(cursor ? { cursor } : {}),
          isPurchasable: true,
          ...(f.title ? { title: f.title } : {}),
          ...(f.authorName ? { authorName: f.authorName } : {}),
          ...(f.price ? { price: f.price } : {}),
          ...(f.licenses.length ? { license: f.licenses } : {}),
        },
      }),
    enabled,
  );
}

/** What a guest's claim link holds (issue 25): the masked address it was bought with and what was bought. */
export interface ClaimPreview {
  email: string;
  items: Array<{ itemName: string; licenseType: string | null }>;
  total: string;
  expiresAt: string;
}

/** GET /public/api/purchases/claim/{token}: readable signed out; 410 once used or expired. */
export function useClaimPreview(token: string) {
  return useQuery({
    queryKey: ['claim', token],
    queryFn: () => call<ClaimPreview>(`/public/api/purchases/claim/${encodeURIComponent(token)}`, { auth: 'none' }),
    retry: false,
  });
}

/** POST /api/purchases/claim: the guest's order becomes the signed-in account's. */
export function useClaimPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call<Order>('/api/purchases/claim', { method: 'POST', body: { token } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['purchases'] }),
  });
}

/** POST /public/api/purchases/claim/renew: an expired link asks for a new one, mailed to the purchase's address. */
export function useRenewClaim() {
  return useMutation({ mutationFn: (token: string) => call<null>('/public/api/purchases/claim/renew', { method: 'POST', body: { token }, auth: 'none' }) });
}
