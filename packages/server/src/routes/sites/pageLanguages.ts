/**
 * A published folio in several languages (issue 32): which of its languages a visitor gets (the address's `?lang=`,
 * else their browser's Accept-Language, else the folio's own), what that changes in the answer's caching (the ETag
 * names the language, so the render cache and the visitor's 304 are per language; an answer chosen by the browser
 * varies with Accept-Language), and the switcher of links to the others.
 */
import { chooseLanguage, directionOf, matchLanguage, pageLanguage, translateDocument, type FolioDocument, type TextDirection } from '@folio/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './document.ts';

export interface PageLanguageChoice {
  /** the language the page is drawn in */
  lang: string;
  /** the folio's languages, its own first */
  languages: string[];
  /** the language came from the browser, not the address: the answer varies with Accept-Language */
  byBrowser: boolean;
}

/** The language a visitor gets among `languages` (a folio without translations: its own, nothing varies). */
export function choosePageLanguage(req: FastifyRequest, languages: string[]): PageLanguageChoice {
  const own = languages[0] ?? 'en';
  if (languages.length < 2) return { lang: own, languages, byBrowser: false };
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  // An address naming a language the folio lacks is answered as if it named none.
  const fromAddress = typeof asked === 'string' ? matchLanguage(languages, asked.slice(0, 40)) : null;
  if (fromAddress) return { lang: fromAddress, languages, byBrowser: false };
  const header = req.headers['accept-language'];
  return { lang: chooseLanguage(languages, null, typeof header === 'string' ? header.slice(0, 500) : null), languages, byBrowser: true };
}

/** The ETag of the page in the chosen language (unchanged for a folio in one language), and the Vary it needs. */
export function languageEtag(reply: FastifyReply, etag: string, choice: PageLanguageChoice): string {
  if (choice.languages.length < 2) return etag;
  if (choice.byBrowser) reply.header('vary', 'accept-language');
  return etag.replace(/"$/, `-l${choice.lang.replace(/[^A-Za-z0-9-]/g, '')}"`);
}

/** The document in the chosen language and what its `<html lang dir>` say. */
export function inLanguage(doc: FolioDocument, choice: PageLanguageChoice): { doc: FolioDocument; language: { lang: string; dir: TextDirection } } {
  const own = pageLanguage(doc.root, null);
  if (choice.lang === choice.languages[0] || choice.languages.length < 2) return { doc, language: own };
  return { doc: translateDocument(doc, choice.lang), language: { lang: choice.lang, dir: directionOf(choice.lang) } };
}

/** A language's name in itself ('fr' → 'Français', 'ar' → 'العربية'), else its tag. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // an unusual tag: shown as written
  }
  return tag;
}

/**
 * The switcher: a link to the page in each of the folio's languages, each named in its own language (lang, hreflang),
 * the current one marked. `href(tag)` is the page's address in that language.
 */
export function languageSwitcher(choice: PageLanguageChoice, label: string, href: (tag: string) => string): string {
  if (choice.languages.length < 2) return '';
  const items = choice.languages.map((tag) => {
    const current = tag === choice.lang ? ' aria-current="true"' : '';
    return `<li><a href="${escapeHtml(href(tag))}" hreflang="${escapeHtml(tag)}" lang="${escapeHtml(tag)}" dir="${directionOf(tag)}"${current}>${escapeHtml(languageName(tag))}</a></li>`;
  });
  return `<nav class="fo-languages" aria-label="${escapeHtml(label)}"><ul>${items.join('')}</ul></nav>`;
}
