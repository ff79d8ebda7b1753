import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** `first` and `after` as every list takes them (query strings arrive as text, hence the coercion). */
export const PaginationQuery = z.object({
  first: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(10)
    .describe(`How many items to return (1–${MAX_PAGE_SIZE}, default 10)`),
  after: z.coerce.number().int().min(0).default(0).describe('How many items to skip (offset, default 0)'),
});
export type Pagination = z.infer<typeof PaginationQuery>;

/** The answer of every list: one page of items and how many there are in all. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item).describe('This page of items'),
    total: z.number().int().describe('How many items there are in all'),
  });
}

export type { Page } from '@folio/model';

/** `first`, `after` and `cursor`: the lists that page by keyset (issue 28). */
export const KeysetQuery = PaginationQuery.extend({
  cursor: z
    .string()
    .max(2000)
    .optional()
    .describe('The nextCursor of the previous page: the page after it (replaces after, and much faster on deep pages)'),
});
export type Keyset = z.infer<typeof KeysetQuery>;

/** The answer of a keyset list: a page, its total, whether that total is an estimate, and the next page's cursor. */
export function keysetPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({
    totalIsEstimate: z.boolean().describe('true: total is the database’s estimate (more than can be counted at once), not an exact count'),
    nextCursor: z.string().nullable().describe('Give it as cursor for the next page; null on the last page'),
  });
}
