import { messagesScript, visitorMessages } from '@folio/render/messages';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import {
  findPublicPage,
  findPublicPageWithSnapshot,
  isNoindex,
  loadPublicPage,
  type PublicPage,
  type StoredPublication,
} from '../../services/sites/publicPages.ts';
import { folioIdByUrl } from '../../services/sites/publishedDocs.ts';
import { commentsHtml } from '../../services/sites/pageComments.ts';
import { isUuid } from '../../services/folios/folios.ts';
import { openLink } from '../../services/shares/linkAccess.ts';
import { assetLinks } from './assetUrls.ts';
import { SITES_CSP } from './csp.ts';
import { DEFAULT_DESCRIPTION, escapeHtml, htmlDocument, pageTitle } from './document.ts';
import { choosePageLanguage, inLanguage, languageEtag, languageSwitcher, type PageLanguageChoice } from './pageLanguages.ts';
import { EMBEDDABLE_CSP, allowFraming, embedEtag, embedRequested, oembedHref } from './embedding.ts';
import { EMBED_FRAME_SCRIPT_HASH, EMBED_FRAME_SCRIPT_SRC } from './embedScripts.ts';
import { RenderCache } from './renderCache.ts';
import { renderPages } from './render.ts';
import { withTitleHeading } from './titleHeading.ts';
import { sendNotFound, sendPage, type Rendered } from './respond.ts';
import { visitorCacheOf } from './visitorCaches.ts';

const Params = z.object({
  folioId: z.string().describe('The folio id'),
  pageId: z.string().describe('The page node id within the published snapshot'),
});

const LinkQuery = z.object({
  share: z.string().max(200).optional().describe('An anonymous share link’s token'),
  embed: z.string().max(10).optional().describe('1: the embed view of a page whose folio allows embedding'),
  lang: z.string().max(40).optional().describe("The language to show the page in, among the folio's own and its translations' (issue 32); absent or another: the browser's"),
});

const absoluteHttp = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * A published folio page in the shell, with a link to each of the folio's other pages when it has several; its
 * embed view (`embed`) is the page alone, with the script that tells the framing page its height.
 */
async function folioPageHtml(app: App, found: PublicPage, linkToken: string | null, choice: PageLanguageChoice, stored?: StoredPublication, embed = false): Promise<Rendered> {
  const { config } = app.deps;
  const { folioId } = found;
  const loaded = await loadPublicPage(app.deps.database.db, found, stored);
  const { complete } = loaded;
  // Issue 32: the page in the visitor's language (its texts translated where the folio has them).
  const { doc, language } = inLanguage(loaded.doc, choice);
  const { root } = doc;
  const page = (doc.nodes[loaded.page.id] ?? loaded.page) as typeof loaded.page;
  const messages = visitorMessages(language.lang);
  const body = await renderPages(doc, [page.id], { folioId }, language.lang);
  const query = (lang: string | null) => {
    const params = [linkToken ? `share=${encodeURIComponent(linkToken)}` : '', lang ? `lang=${encodeURIComponent(lang)}` : ''].filter(Boolean);
    return params.length ? `?${params.join('&')}` : '';
  };
  const pagePath = (id: string) => `/folio/${encodeURIComponent(folioId)}/page/${encodeURIComponent(id)}`;
  const shownLang = choice.languages.length > 1 ? choice.lang : null;
  const pageLink = (id: string, i: number) =>
    `<a href="${pagePath(id)}${query(shownLang)}"${id === page.id ? ' aria-current="page"' : ''}>${i + 1}</a>`;
  const pager =
    root.pages.length > 1 ? `<nav class="fo-pager" aria-label="${escapeHtml(messages.pages)}">${root.pages.map(pageLink).join('')}</nav>` : '';
  const switcher = embed ? '' : languageSwitcher(choice, messages.languages, (tag) => `${pagePath(page.id)}${query(tag)}`);
  const comments = found.hasComments ? await commentsHtml(app.deps.database.db, folioId, `${config.APP_ORIGIN}/folios/${folioId}/comments`) : '';
  const main = `${switcher}<main id="main">${withTitleHeading(body, page.name || root.name)}${embed ? '' : `${pager}${comments}`}</main>${messagesScript(language.lang)}`;
  const canonicalUrl = `${config.SITES_ORIGIN}/folio/${encodeURIComponent(folioId)}/page/${encodeURIComponent(page.id)}`;
  const html = htmlDocument(
    {
      title: pageTitle(page.name, root.name),
      description: root.description.trim() || root.summary.trim() || DEFAULT_DESCRIPTION,
      language,
      canonicalUrl,
      noindex: linkToken !== null || isNoindex([page]),
      imageUrl: absoluteHttp(root.thumbnailUrl),
      ...(await assetLinks(main)),
      // A page opened through a share link is not the public page: it is not counted.
      track: linkToken === null ? { entityType: 'folio', entityId: folioId } : null,
      oembedHref: found.embeddable && linkToken === null ? oembedHref(config.SITES_ORIGIN, canonicalUrl) : null,
      embedScriptSrc: embed ? EMBED_FRAME_SCRIPT_SRC : null,
    },
    main,
  );
  return { html, cache: complete };
}

/**
 * Answers a published folio page, or the 404 page; `stored` is its snapshot when the lookup read it. A folio whose
 * snapshot allows embedding may be framed by any site, and answers `?embed=1` with its embed view.
 */
function sendFolioPage(app: App, req: FastifyRequest, reply: FastifyReply, { found, stored }: LookedUp) {
  if (!found) return sendNotFound(reply);
  const choice = choosePageLanguage(req, found.languages);
  const etag = languageEtag(reply, found.etag, choice);
  if (!found.embeddable) return sendPage(req, reply, etag, SITES_CSP, () => folioPageHtml(app, found, null, choice, stored));
  const embed = embedRequested(req);
  return sendPage(req, allowFraming(reply), embed ? embedEtag(etag, EMBED_FRAME_SCRIPT_HASH) : etag, EMBEDDABLE_CSP, () => folioPageHtml(app, found, null, choice, stored, embed));
}

/**
 * A page opened through an anonymous link (`?share=`): the folio may be private. Served noindex, with no Referer to
 * other sites and not kept by shared caches; the render (which carries the token in its page links) is cached
 * under the share's id.
 */
async function sendLinkedPage(app: App, req: FastifyRequest, reply: FastifyReply, folioId: string, pageId: string, token: string) {
  const db = app.deps.database.db;
  const link = isUuid(folioId) ? await openLink(db, { type: 'folio', id: folioId }, token) : null;
  const found = link && (await findPublicPage(db, folioId, pageId, { throughLink: true }));
  if (!link || !found) return sendNotFound(reply);
  const choice = choosePageLanguage(req, found.languages);
  const etag = languageEtag(reply, found.etag, choice).replace(/"$/, `-s${link.shareId}"`);
  return sendPage(req, reply, etag, SITES_CSP, () => folioPageHtml(app, found, token, choice), true);
}

interface LookedUp {
  found: PublicPage | null;
  /** the snapshot, when this lookup read it with the stamp */
  stored?: StoredPublication | undefined;
}

/**
 * Pages this process has looked up (by folio and page id as asked), most recent first. The first lookup of a page
 * reads its snapshot with its stamp (one query, and the render needs no other); later ones, when the render is
 * most likely in the render cache already, read only the stamp.
 */
const lookedUpBefore = new RenderCache<true>(100_000, () => 1);

/** The public page a visitor asks for (the folio's first page without a page id), from memory when current. */
async function publicPage(app: App, folioId: string, pageId?: string): Promise<LookedUp> {
  const key = `${folioId}/${pageId ?? ''}`;
  let stored: StoredPublication | undefined;
  const found = await visitorCacheOf<PublicPage>(app, 'folioPages').get(key, async () => {
    const db = app.deps.database.db;
    let page: PublicPage | null;
    if (lookedUpBefore.get(key)) {
      page = await findPublicPage(db, folioId, pageId);
    } else {
      const read = await findPublicPageWithSnapshot(db, folioId, pageId);
      page = read?.found ?? null;
      stored = read?.stored;
      lookedUpBefore.set(key, true);
    }
    return page && { value: page, tags: page.tags, maxAgeMs: page.maxAgeMs };
  });
  return { found, stored: found ? stored : undefined };
}

/** {SITES_ORIGIN}/{folioUrl}: the first page of the public folio with that friendly URL. */
export async function sendFolioByUrl(app: App, req: FastifyRequest, reply: FastifyReply, url: string) {
  const folioId = await visitorCacheOf<string>(app, 'folioUrls').get(url, async () => {
    const id = await folioIdByUrl(app.deps.database.db, url);
    return id ? { value: id, tags: [`f:${id}`] } : null;
  });
  return sendFolioPage(app, req, reply, folioId ? await publicPage(app, folioId) : { found: null });
}

/** Published folio pages on the sites origin by folio and page id. */
export async function sitePageRoutes(app: App): Promise<void> {
  const constraints = { site: true };

  app.get('/folio/:folioId/page/:pageId', { constraints, schema: { hide: true, params: Params, querystring: LinkQuery } }, async (req, reply) => {
    const { folioId, pageId } = req.params;
    if (req.query.share) return sendLinkedPage(app, req, reply, folioId, pageId, req.query.share);
    return sendFolioPage(app, req, reply, await publicPage(app, folioId, pageId));
  });
}
