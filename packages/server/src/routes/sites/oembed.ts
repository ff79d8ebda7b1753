/**
 * oEmbed 1.0 (https://oembed.com) for published folio pages (issue 30): `GET /oembed?url=…&format=json` on the sites
 * origin (where embeddable pages' discovery links point) and the same at `GET /public/api/oembed` on the app origin
 * (in the OpenAPI document). A published page of a public folio whose owner allows embedding answers the `rich` type
 * with the embed snippet; any other address 404, a page whose owner has not allowed it 403.
 */
import { embedSnippet } from '@folio/model';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../errors.ts';
import { sitesHost } from '../../plugins/sites.ts';
import { findPublicPage } from '../../services/sites/publicPages.ts';
import { folioIdByUrl, publishedDocs } from '../../services/sites/publishedDocs.ts';
import { BRAND, pageTitle } from './document.ts';
import { requestHost } from './hosts.ts';

const DEFAULT_WIDTH = 640;
const DEFAULT_HEIGHT = 600;
const size = z.coerce.number().int().min(1).max(10_000);

export const OembedQuery = z.object({
  url: z.string().min(1).max(2000).describe('The address of a published page on the sites origin, e.g. https://sites.example/garden'),
  format: z.string().max(20).optional().describe('json (the default); any other format answers 501'),
  maxwidth: size.optional().describe('The most pixels wide the embed may be'),
  maxheight: size.optional().describe('The most pixels high the embed may be'),
});

export const OembedAnswer = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    provider_name: z.string().describe('Folio'),
    provider_url: z.string().describe('The sites origin'),
    title: z.string().describe('The page’s title'),
    html: z.string().describe('The snippet to paste: the page in a frame and the script that fits the frame to the page’s height'),
    width: z.number().int(),
    height: z.number().int().describe('The frame’s height until the page tells its own'),
    cache_age: z.number().int().describe('Seconds a consumer may keep this answer'),
  })
  .describe('An oEmbed 1.0 rich answer');

type Answer = z.infer<typeof OembedAnswer>;

const NOT_A_PAGE = 'This address is not a published page of this Folio’s sites';
const notImplemented = () => new HttpError(501, 'Not Implemented', 'Only format=json is offered');

/** The folio and page an address on the sites origin names: /folio/{id}/page/{pageId} or /{friendly URL}. */
async function pageOf(app: App, address: URL): Promise<{ folioId: string; pageId?: string } | null> {
  const folioPage = /^\/folio\/([^/]+)\/page\/([^/]+)\/?$/.exec(address.pathname);
  if (folioPage) return { folioId: decodeURIComponent(folioPage[1]!), pageId: decodeURIComponent(folioPage[2]!) };
  const friendly = /^\/([a-z0-9-]{1,100})\/?$/.exec(address.pathname);
  const folioId = friendly ? await folioIdByUrl(app.deps.database.db, friendly[1]!) : null;
  return folioId ? { folioId } : null;
}

async function oembed(app: App, query: z.infer<typeof OembedQuery>): Promise<Answer> {
  if ((query.format ?? 'json') !== 'json') throw notImplemented();
  const { SITES_ORIGIN } = app.deps.config;
  let address: URL;
  try {
    address = new URL(query.url);
  } catch {
    throw badRequest('url must be a full web address, such as https://sites.example/garden');
  }
  if (address.origin !== new URL(SITES_ORIGIN).origin) throw notFound(NOT_A_PAGE);
  const named = await pageOf(app, address);
  const db = app.deps.database.db;
  const found = named && (await findPublicPage(db, named.folioId, named.pageId));
  if (!found) throw notFound(NOT_A_PAGE);
  if (!found.embeddable) throw forbidden('The owner of this folio has not allowed other sites to show it');
  const doc = (await publishedDocs(db, [found.folioId])).get(found.folioId)?.doc;
  const page = doc?.nodes[found.pageId];
  const title = pageTitle(page?.kind === 'page' ? page.name : '', doc?.root.name ?? '');
  const width = Math.min(DEFAULT_WIDTH, query.maxwidth ?? DEFAULT_WIDTH);
  const height = Math.min(DEFAULT_HEIGHT, query.maxheight ?? DEFAULT_HEIGHT);
  const pageUrl = `${address.origin}${address.pathname}`;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: BRAND,
    provider_url: SITES_ORIGIN,
    title,
    html: embedSnippet(pageUrl, SITES_ORIGIN, title, height),
    width,
    height,
    cache_age: 3600,
  };
}

/** Any site (and any browser script) may read it: public and without credentials. */
const shared = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'public, max-age=300');

export async function oembedRoutes(app: App): Promise<void> {
  const sites = sitesHost(app.deps.config);
  const answer = async (query: z.infer<typeof OembedQuery>, reply: FastifyReply) => {
    shared(reply);
    return oembed(app, query);
  };

  app.get(
    '/public/api/oembed',
    {
      schema: {
        tags: ['sites'],
        summary: 'oEmbed of a published page',
        description:
          'oEmbed 1.0 for a published page of a public folio whose owner allows embedding: the `rich` type, its html the embed snippet. The sites origin answers the same at `/oembed`, where published pages’ discovery links point. 403 when the owner has not allowed embedding, 404 for any address that is not such a page, 501 for a format other than json.',
        querystring: OembedQuery,
        response: { 200: OembedAnswer },
      },
    },
    async (req, reply) => answer(req.query, reply),
  );

  app.get('/oembed', { constraints: { site: true }, schema: { hide: true, querystring: OembedQuery } }, async (req, reply) => {
    // The sites host only: custom domains show websites, whose pages are not embedded.
    if (requestHost(req) !== sites) throw notFound(NOT_A_PAGE);
    return answer(req.query, reply);
  });
}
