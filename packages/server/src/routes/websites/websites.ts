import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { updateWebsite } from '../../services/websiteUpdate.ts';
import {
  WEBSITE_API_TEXTS as T,
  checkSlug,
  createWebsite,
  deleteWebsite,
  getWebsite,
  listWebsites,
  publishWebsite,
} from '../../services/websites.ts';
import {
  CheckSlugParams,
  CheckSlugQuery,
  CreateWebsiteBody,
  ListWebsitesQuery,
  PatchWebsiteBody,
  SlugAvailability,
  WebsiteIdParams,
  WebsiteList,
  WebsiteSchema,
} from './schema.ts';

const tags = ['websites'];
const security = [{ bearer: [] }];

/** Websites (issue 5): a user's own websites and their settings. Visitors' pages are the sites routes' work. */
export async function websiteRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const { config } = app.deps;

  app.get(
    '/api/websites',
    {
      schema: {
        tags,
        security,
        summary: 'The user’s websites, newest updated first',
        querystring: ListWebsitesQuery,
        response: { 200: WebsiteList },
      },
    },
    async (req) => listWebsites(db, requireUser(req), req.query),
  );

  app.post(
    '/api/websites',
    {
      schema: {
        tags,
        security,
        summary: `Create a website and its menu library ("<name> menu"); 409 '${T.slugTaken}' when a slug given is taken`,
        body: CreateWebsiteBody,
        response: { 201: WebsiteSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createWebsite(db, requireUser(req), req.body, config)),
  );

  app.get(
    '/api/websites/check/slug/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Whether a website slug is valid and free (the website given by websiteId may keep its own)',
        params: CheckSlugParams,
        querystring: CheckSlugQuery,
        response: { 200: SlugAvailability },
      },
    },
    async (req) => checkSlug(db, requireUser(req), req.params.slug, req.query.websiteId),
  );

  app.get(
    '/api/websites/:id',
    {
      schema: {
        tags,
        security,
        summary: `One of the user’s websites; 404 '${T.notFound}' for any other`,
        params: WebsiteIdParams,
        response: { 200: WebsiteSchema },
      },
    },
    async (req) => getWebsite(db, requireUser(req), req.params.id, config),
  );

  app.patch(
    '/api/websites/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a website (all fields checked first; nothing changes on a refusal); bumps version and updatedAt',
        params: WebsiteIdParams,
        body: PatchWebsiteBody,
        response: { 200: WebsiteSchema },
      },
    },
    async (req) => updateWebsite(db, requireUser(req), req.params.id, req.body, config),
  );

  app.delete(
    '/api/websites/:id',
    {
      schema: { tags, security, summary: 'Delete a website, its pages and its menu library; the folios stay', params: WebsiteIdParams },
    },
    async (req, reply) => {
      await deleteWebsite(db, requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/websites/:id/publish',
    {
      schema: {
        tags,
        security,
        summary: `Publish every page, the header and the footer the user may publish, and mark the website published; 400 '${T.noPages}' without pages; 422 when any of them fails the accessibility rules (nothing is published; \`problems\` lists what to fix, each with its folioId)`,
        params: WebsiteIdParams,
        response: { 200: WebsiteSchema },
      },
    },
    async (req) => publishWebsite(db, requireUser(req), req.params.id, config),
  );
}
