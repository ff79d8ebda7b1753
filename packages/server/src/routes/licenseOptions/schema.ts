import { CURRENCIES, LICENSE_TYPES } from '@folio/model';
import { z } from 'zod';

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
const amount = z.string().max(20).describe('Decimal text, e.g. "12.50"; default "0"');
export const itemType = z.enum(['folio', 'asset', 'library']).describe('What is sold: folio, asset or library');

export const RootInput = z
  .strictObject({
    price: amount.optional(),
    taxPercentage: z.string().max(20).optional().describe('Percent, e.g. "13"; default "0"'),
    shipping: amount.optional(),
    other: amount.optional(),
    currency: z.string().max(3).optional().describe(`One of ${CURRENCIES.join(', ')}; default CAD`),
    endDate: z.string().max(10).nullable().optional().describe('YYYY-MM-DD after which it is no longer offered; null: none'),
    licenseType: z.enum(LICENSE_TYPES).nullable().optional().describe('What the buyer may do (see GET /public/api/licenseTypes)'),
  })
  .describe('The terms');

export const IdParams = z.object({ id: z.string().max(100).describe('The id') });
export const ItemQuery = z.object({
  forEditing: queryBool.optional().describe('Required on the signed-in route: the owner’s working options'),
  itemType: itemType.optional().describe('When the id could name more than one kind of item'),
});
export const CreateQuery = z.object({ index: queryBool.optional().describe('true: put the option after the item’s others (initialise its index)') });
export const CreateBody = z.strictObject({
  itemType,
  itemId: z.string().max(100),
  idx: z.number().int().min(0).max(10_000).optional().describe('Its position; ignored with ?index=true'),
  root: RootInput.default({}),
});
export const UpdateQuery = z.object({ index: queryBool.optional().describe('true: the body is {idx}, a new position') });
export const UpdateBody = z.strictObject({
  idx: z.number().int().min(0).max(10_000).optional().describe('With ?index=true: the new position'),
  log: z.array(z.object({ action: z.string().max(100), path: z.string().max(200).optional() })).max(100).optional().describe('What changed (needed with root)'),
  root: RootInput.optional(),
});
export const PublishBody = z.strictObject({ root: RootInput.default({}) });

const Root = z.object({
  price: z.string(),
  taxPercentage: z.string(),
  shipping: z.string(),
  other: z.string(),
  currency: z.string(),
  endDate: z.string().nullable(),
  licenseType: z.string().nullable(),
});
export const OptionSchema = z.object({
  id: z.string(),
  itemType,
  itemId: z.string(),
  idx: z.number().int(),
  isDeleted: z.boolean(),
  root: Root.describe('The working terms (for buyers: the published ones)'),
  published: Root.nullable().describe('What buyers see; null until published'),
  publishedAt: z.string().nullable(),
});
export const OptionList = z.array(OptionSchema);
export const LicenseTypeList = z.array(
  z.object({ type: z.string(), label: z.string(), allows: z.array(z.string()).describe('What the buyer may do, in plain words') }),
);
