import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { marketplaceFolios } from '../../services/selling/marketplace.ts';
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

/** The folio marketplace (spec §7): public items with published licence options. */
export async function marketplaceRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const { config } = app.deps;
  for (const prefix of ['/public/api', '/api'] as const) {
    const signedIn = prefix === '/api';
    app.get(
      `${prefix}/marketplace/folios`,
      { schema: { tags: ['marketplace'], ...(signedIn ? { security: [{ bearer: [] }] } : {}), summary: 'Folios (and with includeLibraries, libraries) offered under licence, newest first, with filters', querystring: Query, response: { 200: keysetPageOf(Item) } } },
      async (req) => {
        if (signedIn) requireUser(req);
        const q = req.query;
        return marketplaceFolios(db, config, { ...q, license: [...q.licenses, ...q.license], tag: [...q.tags, ...q.tag] });
      },
    );
  }
}
