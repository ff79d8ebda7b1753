import { z } from 'zod';
import { pageOf } from '../pagination.ts';

export const PayoutAccount = z.object({
  accountId: z.string(),
  chargesEnabled: z.boolean().describe('Stripe lets the account take charges (onboarding done)'),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  testMode: z.boolean().describe('Payments go to the Stripe test server: no real money moves'),
});
export const UserIdParams = z.object({ id: z.string().max(100) });
export const OrderIdParams = z.object({ id: z.string().max(100) });

const Person = z.object({ id: z.string(), displayName: z.string() });
const Buyer = z.object({ id: z.string().nullable().describe("null: a guest's order, not yet claimed into an account"), displayName: z.string() });
const ItemType = z.enum(['folio', 'asset', 'library', 'accountLicense']);
const Status = z.enum(['pending', 'paid', 'refunded', 'canceled']);

export const Order = z.object({
  id: z.string(),
  status: Status,
  buyer: Buyer,
  seller: Person.nullable().describe('null: the platform (account licences)'),
  currency: z.string(),
  total: z.string(),
  fee: z.string().describe("The platform's share"),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      itemType: ItemType,
      itemId: z.string().nullable(),
      itemName: z.string(),
      licenseType: z.string().nullable(),
      accountTypeId: z.number().int().nullable(),
      amount: z.string(),
      grantedFolioId: z.string().nullable().describe("The buyer's copy of a bought folio"),
      downloadUrl: z.string().nullable().optional().describe("Your own paid order only: a bought asset's file, as an attachment (signed for you; it stops with your licence)"),
    }),
  ),
});

export const RefundPreview = z.object({
  orderId: z.string(),
  status: Status,
  buyer: Buyer,
  currency: z.string(),
  total: z.string().describe('What the buyer gets back'),
  items: z.array(
    z.object({
      itemType: ItemType,
      itemName: z.string(),
      licence: z.string(),
      amount: z.string(),
      takesBack: z.enum(['copy', 'view', 'file', 'accountLicense', 'nothing']).describe("What the refund takes from the buyer: their copy, their view of it, the file, the account licence, or nothing (a guest's unclaimed order)"),
    }),
  ),
  copies: z.array(z.object({ id: z.string(), name: z.string(), ownerName: z.string(), buyers: z.boolean().describe("The buyer's own (else someone's copy made from it)") })).describe('The folios the refund deletes'),
});

export const Purchase = z.object({
  id: z.string(),
  orderId: z.string(),
  status: Status,
  itemType: ItemType,
  itemId: z.string().nullable(),
  itemName: z.string(),
  licenseType: z.string().nullable(),
  buyer: Buyer,
  seller: Person.nullable(),
  amount: z.string(),
  currency: z.string(),
  grantedFolioId: z.string().nullable(),
  downloadUrl: z.string().nullable().optional().describe("Your own purchases only: a paid asset's file, as an attachment (signed for you; it stops with your licence)"),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export const PurchasePage = pageOf(Purchase);

export const SalesSummary = z.object({
  revenue: z.array(z.object({ currency: z.string(), gross: z.string(), fees: z.string(), net: z.string(), orders: z.number().int() })),
  perItem: z.array(z.object({ itemType: ItemType, itemId: z.string().nullable(), itemName: z.string(), currency: z.string(), sold: z.number().int(), revenue: z.string() })),
  payouts: PayoutAccount.nullable(),
});

export const AccountLicense = z.object({
  id: z.string(),
  userId: z.string(),
  accountTypeId: z.number().int(),
  accountTypeName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  active: z.boolean(),
});

export const ClaimToken = z.object({ token: z.string().min(1).max(200).describe('The token of the claim link in a guest’s receipt') });
export const ClaimPreview = z.object({
  email: z.string().describe('The address the purchase was made with, masked (a•••@example.com)'),
  items: z.array(z.object({ itemName: z.string(), licenseType: z.string().nullable() })),
  total: z.string(),
  expiresAt: z.string().describe('When the link stops working'),
});
