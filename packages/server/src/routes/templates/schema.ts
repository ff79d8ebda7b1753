import { BUILTIN_TEMPLATE_KINDS, INTENTS } from '@folio/model';
import { z } from 'zod';
import { BUILTIN_TEMPLATE_TEXTS as T } from '../../services/templates/builtin.ts';

export const BuiltinSlugParams = z.object({ slug: z.string().max(100).describe(`A built-in template's slug, e.g. portfolio; unknown: 404 '${T.notFound}'`) });

export const BuiltinTemplateSchema = z.object({
  slug: z.string().describe('Its name in addresses, e.g. landing-page'),
  title: z.string().describe('Its title in English (the web app shows its own translation)'),
  description: z.string().describe('What it makes, in English'),
  intents: z.array(z.enum(INTENTS)).describe(`What newcomers making these would start from it: ${INTENTS.join(', ')}`),
  kind: z.enum(BUILTIN_TEMPLATE_KINDS).describe('folio: one folio; website: a website with its page folios'),
  previewUrl: z.string().describe('Its picture for a card (WebP, 640 × 360), on the app origin, readable without signing in'),
});

export const BuiltinTemplateList = z.object({ items: z.array(BuiltinTemplateSchema).describe('Every built-in template, in the shipped order') });

export const BuiltinTemplateUseAnswer = z.object({
  kind: z.enum(BUILTIN_TEMPLATE_KINDS),
  folioId: z.string().describe('The folio to open in the editor: the only one, or the website’s home page'),
  folioIds: z.array(z.string()).describe('Every folio made, in page order: your own and editable; private, except a website’s pages, which are public so that publishing the website shows them'),
  websiteId: z.string().nullable().describe('The website made (kind website), unpublished; else null'),
});
