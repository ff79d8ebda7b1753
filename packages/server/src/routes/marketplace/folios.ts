import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { forgetTotalsOnChanges, MARKETPLACE_TAG, marketplaceFolios, marketplaceKey, type MarketplacePage } from '../../services/selling/marketplace.ts';
import { visitorCacheOf } from '../sites/visitorCaches.ts';
import { KeysetQuery, keysetPageOf } from '../pagination.ts';

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
const repeated = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(20)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

const Query = KeysetQuery.extend({
  title: z.string().max(200).optional().describe('Part of the name, any case'),
  authorName: z.string().max(200).optional().describe('Part of the author’s display name'),
  price: z.string().max(20).optional().describe('The cheapest option costs at most this, e.g. "20"'),
  licenses: repeated.describe('Any of these licence types; repeat for several'),
  license: repeated.describe('Same as licenses'),
  tags: repeated.describe('All of these tags; repeat for several'),
  tag: repeated.describe('Same as tags'),
  isPurchasable: queryBool.optional().describe('true: offered for a price; false: offered free (templates)'),
  isPublic: queryBool.optional().describe('Accepted for compatibility: the marketplace lists public items only'),
  includeLibraries: queryBool.optional().describe('true: public libraries for sale too'),
});

const Item = z.object({
  itemType: z.enum(['folio', 'library']),
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  author: z.object({ id: z.string(), displayName: z.string() }),
  fromPrice: z.string().describe('The cheapest option’s price'),
  currency: z.string(),
  licenseTypes: z.array(z.string()),
  optionCount: z.number().int(),
  url: z.string().describe('Its page on the sites origin'),
  publishedAt: z.string(),
  coverUrl: z.string().nullable().describe('Its picture for a card: the chosen cover, else an image of its published pages; null when it has none'),
});

/**
 * The folio marketplace (spec §7): public items with published licence options. Every visitor asking the same
 * question gets the same answer, so answers are kept in memory (a visitor cache: dropped when any server's change
 * feed announces a change to a listing's inputs, migration 0043, and at most VISITOR_CACHE_SECONDS old).
 */
export async function marketplaceRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const { config } = app.deps;
  // A page of up to 100 items is tens of kilobytes: a few hundred questions kept, the oldest going first.
  const listings = visitorCacheOf<MarketplacePage>(app, 'marketplace', 500);
  forgetTotalsOnChanges(app.changes);
  for (const prefix of ['/public/api', '/api'] as const) {
    const signedIn = prefix === '/api';
    app.get(
      `${prefix}/marketplace/folios`,
      { schema: { tags: ['marketplace'], ...(signedIn ? { security: [{ bearer: [] }] } : {}), summary: 'Folios (and with includeLibraries, libraries) offered under licence, newest first, with filters', querystring: Query, response: { 200: keysetPageOf(Item) } } },
      async (req) => {
        if (signedIn) requireUser(req);
        const q = { ...req.query, license: [...req.query.licenses, ...req.query.license], tag: [...req.query.tags, ...req.query.tag] };
        // Never null: the computation always gives a page (or throws, and nothing is kept).
        return (await listings.get(marketplaceKey(q), async () => ({ value: await marketplaceFolios(db, config, q), tags: [MARKETPLACE_TAG] })))!;
      },
    );
  }
}
