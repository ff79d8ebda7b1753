/** The rules a website's settings must meet (spec §5), shared by the server and the website screens. */

/** spec §5: GTM- followed by at least 6 letters or digits, case-insensitive. */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{6,}$/i;
/** A website's address part in /site/{slug} and a page's in /site/{slug}/{page}: lower-case words and dashes. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
/** A host name of at least two labels, no port, no scheme (lower-cased before checking). */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Lengths the server enforces and the website screens count against. */
export const WEBSITE_LIMITS = { nameMax: 200, descriptionMax: 1000, pagesMax: 500, slugMax: 64 } as const;

/** Slugs that would shadow a page route of the website itself. */
export const RESERVED_PAGE_SLUGS: readonly string[] = ['search', 'sitemap.xml', 'robots.txt', '_folio'];

export const WEBSITE_TEXTS = {
  tagManagerId: 'The tag manager id must be GTM- followed by at least 6 letters or digits, e.g. GTM-AB12CD3.',
  slug: 'Use 1 to 64 lower-case letters, digits and dashes, starting and ending with a letter or digit.',
  reservedSlug: 'This address is reserved; please choose another one.',
  customDomain: 'Enter a domain name such as www.example.com, without http:// or a path.',
  name: 'The website needs a name of 1 to 200 characters.',
} as const;

/** The refusal of a page list that gives two pages one slug. */
export const pageSlugTwice = (slug: string): string => `A page slug is used twice: ${slug}`;

export const isTagManagerId = (value: string): boolean => TAG_MANAGER_ID.test(value);
export const isWebsiteSlug = (value: string): boolean => SLUG.test(value);
export const isCustomDomain = (value: string): boolean => DOMAIN.test(value.toLowerCase());

/** What is wrong with a tag manager id, or null when it is valid (an empty value means "none" and is valid). */
export function tagManagerIdProblem(value: string | null): string | null {
  if (value === null || value === '') return null;
  return isTagManagerId(value) ? null : WEBSITE_TEXTS.tagManagerId;
}

/** What is wrong with a page slug, or null. */
export function pageSlugProblem(value: string): string | null {
  if (!isWebsiteSlug(value)) return WEBSITE_TEXTS.slug;
  return RESERVED_PAGE_SLUGS.includes(value) ? WEBSITE_TEXTS.reservedSlug : null;
}

/** A slug made from a name: "Our Story!" → "our-story"; falls back to `fallback` when nothing is left. */
export function slugify(name: string, fallback = 'page'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
  return slug || fallback;
}
