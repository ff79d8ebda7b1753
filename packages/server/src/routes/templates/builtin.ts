import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { builtinPreview, listBuiltinTemplates, useBuiltinTemplate } from '../../services/templates/builtin.ts';
import { thumbnailsOf } from '../uploads/tus.ts';
import { BuiltinSlugParams, BuiltinTemplateList, BuiltinTemplateUseAnswer } from './schema.ts';

const tags = ['templates'];
const security = [{ bearer: [] }];

/** Built-in templates (issue 32): the list, their pictures and "Use this template". */
export async function builtinTemplateRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/api/templates/builtin',
    { schema: { tags, security, summary: 'The built-in templates shipped with Folio, in the shipped order', response: { 200: BuiltinTemplateList } } },
    async (req) => {
      requireUser(req);
      return { items: listBuiltinTemplates() };
    },
  );

  app.get(
    '/api/templates/builtin/:slug/preview',
    {
      schema: {
        tags,
        summary: 'The picture of a built-in template’s card (image/webp), readable without signing in; 404 for an unknown slug',
        params: BuiltinSlugParams,
      },
    },
    async (req, reply) => {
      const bytes = builtinPreview(req.params.slug);
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
    },
  );

  app.post(
    '/api/templates/builtin/:slug/use',
    {
      schema: {
        tags,
        security,
        summary:
          'Make your own private, editable folio from a built-in template (a website template: the website and its page folios, public but unpublished). Its pictures become your image assets and count in your storage; 403 when they do not fit it or when a website would pass your account’s limit',
        params: BuiltinSlugParams,
        response: { 201: BuiltinTemplateUseAnswer },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const made = await useBuiltinTemplate(db, { config: app.deps.config, store: app.deps.blobs, thumbnails: thumbnailsOf(app) }, user, req.params.slug);
      return reply.code(201).send(made);
    },
  );
}
