/**
 * People on the sites origin: a user's public profile (/user/{friendly URL or id}) and a library's public page
 * (/library/{id}, the guest library 9 included; a private one through its share link). Server-rendered, no script;
 * following happens in the app (signed in there), reached by the profile's Follow link.
 */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app.ts';
import { guestCan } from '../../auth/can.ts';
import { findLibrary } from '../../services/libraries/libraries.ts';
import { storedItems } from '../../services/libraries/items.ts';
import { publicProfilePage, publicLibraryPage } from '../../services/sites/peoplePages.ts';
import { openLink } from '../../services/shares/linkAccess.ts';
import { assetLinks } from './assetUrls.ts';
import { SITES_CSP } from './csp.ts';
import { FOLIO_UI_LANGUAGE, htmlDocument } from './document.ts';
import { sendNotFound, securityHeaders } from './respond.ts';

const ProfileParams = z.object({ key: z.string().max(100).describe('The friendly URL or the user id') });
const LibraryParams = z.object({ id: z.string().max(20).describe('The library id') });
const LinkQuery = z.object({ share: z.string().max(200).optional().describe('An anonymous share link’s token') });

async function sendHtml(reply: FastifyReply, meta: { title: string; description: string; canonicalUrl: string; noindex: boolean }, main: string, throughLink = false) {
  const html = htmlDocument({ ...meta, imageUrl: null, language: FOLIO_UI_LANGUAGE, ...(await assetLinks(main)) }, main);
  securityHeaders(reply, SITES_CSP).header('cache-control', 'no-cache');
  if (throughLink) reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
  return reply.type('text/html; charset=utf-8').send(html);
}

export async function sitePeopleRoutes(app: App): Promise<void> {
  const constraints = { site: true };
  const { config } = app.deps;
  const db = app.deps.database.db;

  app.get('/user/:key', { constraints, schema: { hide: true, params: ProfileParams } }, async (req, reply) => {
    const page = await publicProfilePage(db, config, req.params.key);
    if (!page) return sendNotFound(reply);
    return sendHtml(reply, { title: `${page.name} · Folio`, description: page.description, canonicalUrl: page.canonicalUrl, noindex: false }, page.main);
  });

  app.get('/library/:id', { constraints, schema: { hide: true, params: LibraryParams, querystring: LinkQuery } }, async (req, reply) => {
    if (!/^\d{1,9}$/.test(req.params.id)) return sendNotFound(reply);
    const id = Number(req.params.id);
    const token = req.query.share ?? null;
    const link = token ? await openLink(db, { type: 'library', id: String(id) }, token) : null;
    if (token && !link) return sendNotFound(reply);
    const library = await findLibrary(db, id, null, false, token);
    if (!library || !guestCan({ kind: 'library.read', library: { ownerId: library.ownerId, isPublic: library.isPublic, share: library.share ?? null } })) {
      return sendNotFound(reply);
    }
    const page = await publicLibraryPage(db, library, await storedItems(db, library.id));
    return sendHtml(reply, { title: `${library.name} · Folio`, description: page.description, canonicalUrl: `${config.SITES_ORIGIN}/library/${library.id}`, noindex: link !== null }, page.main, link !== null);
  });
}
