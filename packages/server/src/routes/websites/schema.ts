import { LANGUAGE_TAG_MAX, WEBSITE_LIMITS as L, WEBSITE_TEXTS } from '@folio/model';
import { z } from 'zod';
import { WEBSITE_API_TEXTS as T } from '../../services/websites.ts';
import { PaginationQuery, pageOf } from '../pagination.ts';

// The model's rules (name, slugs, tag manager id, domain) are checked by the service, so a refusal carries the
// model's own sentence; the schema checks types and documents the rules.

export const WebsiteIdParams = z.object({ id: z.string().describe('The website id (UUID)') });
export const ListWebsitesQuery = PaginationQuery;

const name = z.string().describe(`The website name, 1–${L.nameMax} characters (trimmed); else 400 '${WEBSITE_TEXTS.name}'`);
const slug = z
  .string()
  .describe(`The address part in {SITES_ORIGIN}/site/{slug}: 1–64 lower-case letters, digits and dashes; unique (409 '${T.slugTaken}')`);

// Checked by the service with the model's languageProblem, so the refusal says how to write a tag.
const language = z
  .string()
  .nullable()
  .describe(
    `The language of every page, a BCP 47 tag such as en, pt-BR or zh-Hant-TW (at most ${LANGUAGE_TAG_MAX} characters), stored in its usual case; it wins over the pages' folios' languages; '' or null for none (each folio's, en by default); else 400 naming language`,
  );

export const CreateWebsiteBody = z.strictObject({
  name,
  slug: slug.optional().describe('The address part in /site/{slug}; default slugify(name) made unique with -2, -3…; one given that is taken is a 409'),
  language: language.optional(),
});

const folioRef = (what: string) => z.uuid().nullable().describe(`${what} (one of your own folios); null for none`);

const PageInput = z.strictObject({
  folioId: z.uuid().describe('One of your own folios'),
  slug: z
    .string()
    .optional()
    .describe('The page’s address part, unique in the website, not search, sitemap.xml, robots.txt or _folio; default: its current slug, or slugify(folio name) made unique'),
  inMenu: z.boolean().optional().describe('Whether the page is in the site menu; default: as it is, true for a new page'),
});

export const PatchWebsiteBody = z.strictObject({
  name: name.optional(),
  slug: slug.optional(),
  description: z.string().max(L.descriptionMax).optional().describe(`The default page description, up to ${L.descriptionMax} characters`),
  noindex: z.boolean().optional().describe('Ask search engines not to index the site (the default for every page)'),
  faviconAssetId: z.uuid().nullable().optional().describe(`One of your image assets, shown as the favicon; null for none; else 400 '${T.favicon}'`),
  logoAssetId: z.uuid().nullable().optional().describe(`One of your image assets, shown by logo widgets; null for none; else 400 '${T.logo}'`),
  tagManagerId: z.string().nullable().optional().describe("GTM- and at least 6 letters or digits (any case); '' or null for none"),
  language: language.optional(),
  customDomain: z
    .string()
    .nullable()
    .optional()
    .describe(`A host name such as www.example.com (stored lower-cased); '' or null for none; unique (409 '${T.domainTaken}')`),
  headerFolioId: folioRef('The folio shown above every page; not also a page').optional(),
  footerFolioId: folioRef('The folio shown below every page; not also a page').optional(),
  defaultPageFolioId: z.uuid().nullable().optional().describe('The page served at the website’s root; one of the pages'),
  pages: z.array(PageInput).max(L.pagesMax).optional().describe('The pages in order; replaces the page list'),
  menu: z
    .array(z.uuid())
    .max(L.pagesMax)
    .optional()
    .describe('The menu order: folio ids of pages; pages not listed leave the menu (this wins over a page’s inMenu)'),
});

export const CheckSlugParams = z.object({ slug: z.string().max(200).describe('The website slug to check') });
export const CheckSlugQuery = z.object({
  websiteId: z.uuid().optional().describe('One of your websites, whose own slug counts as available'),
});
export const SlugAvailability = z.object({
  available: z.boolean().describe('Whether the slug is valid and no other website uses it'),
  message: z.string().optional().describe('Why it is not available'),
});

const iso = (what: string) => z.string().describe(`${what} (ISO 8601)`);

export const WebsiteSummarySchema = z.object({
  id: z.string().describe('The website id'),
  authorId: z.string().describe('Its author, the only user who may see or change it here'),
  name: z.string().describe('The website name'),
  slug: z.string().describe('The address part in /site/{slug}'),
  customDomain: z.string().nullable().describe('The custom host name, lower-cased, or null'),
  pageCount: z.number().int().describe('How many pages it has'),
  publishedAt: iso('When it was last published; null until then').nullable(),
  updatedAt: iso('When its settings last changed'),
});

const WebsitePageSchema = z.object({
  folioId: z.string().describe('The folio shown as the page'),
  slug: z.string().describe('The page’s address part, unique in the website'),
  idx: z.number().int().describe('Its position in the page list, 0-based'),
  title: z.string().describe('The folio’s name'),
  isPublished: z.boolean().describe('Whether the folio has a published snapshot (visitors see nothing otherwise)'),
  inMenu: z.boolean().describe('Whether the page is in the site menu'),
});

export const WebsiteSchema = WebsiteSummarySchema.extend({
  description: z.string().describe('The default page description'),
  noindex: z.boolean().describe('Whether search engines are asked not to index the site'),
  faviconAssetId: z.string().nullable().describe('The favicon image asset'),
  faviconUrl: z.string().nullable().describe('Its URL (/blob/{id}, signed until the website is published); null without one'),
  logoAssetId: z.string().nullable().describe('The logo image asset'),
  logoUrl: z.string().nullable().describe('Its URL (/blob/{id}, signed until the website is published); null without one'),
  tagManagerId: z.string().nullable().describe('The tag manager id (GTM-…) or null'),
  language: z.string().nullable().describe("The language of every page (BCP 47), winning over the pages' folios'; null = each folio's (en by default)"),
  headerFolioId: z.string().nullable().describe('The folio shown above every page'),
  footerFolioId: z.string().nullable().describe('The folio shown below every page'),
  defaultPageFolioId: z.string().nullable().describe('The page served at the website’s root'),
  menuLibraryId: z.number().int().nullable().describe('The library holding the site menu'),
  pages: z.array(WebsitePageSchema).describe('The pages in order'),
  menu: z.array(z.string()).describe('The menu order: folio ids of pages'),
  version: z.number().int().describe('Bumped on every change and on publishing'),
  createdAt: iso('When it was created'),
  siteUrl: z.string().describe('Where visitors find it: {SITES_ORIGIN}/site/{slug}'),
});

export const WebsiteList = pageOf(WebsiteSummarySchema);
export const WebsiteSummaryList = z.array(WebsiteSummarySchema);
