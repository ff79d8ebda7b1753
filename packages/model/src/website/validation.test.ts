import { describe, expect, it } from 'vitest';
import {
  WEBSITE_TEXTS,
  isCustomDomain,
  isTagManagerId,
  isWebsiteSlug,
  pageSlugProblem,
  slugify,
  tagManagerIdProblem,
} from './validation.ts';

describe('tag manager id', () => {
  it('accepts GTM- followed by at least 6 letters or digits, in any case', () => {
    for (const id of ['GTM-ABC123', 'gtm-abc123', 'GTM-ABCDEFGH12', 'Gtm-000000']) expect(isTagManagerId(id)).toBe(true);
  });

  it('refuses short, prefixed, suffixed or punctuated ids', () => {
    for (const id of ['GTM-ABC12', 'GTM-', 'UA-123456', 'GTM-ABC 123', 'GTM-ABC123;', ' GTM-ABC123', 'GTM_ABC123']) {
      expect(isTagManagerId(id)).toBe(false);
    }
  });

  it('treats an empty id as none and explains a wrong one', () => {
    expect(tagManagerIdProblem(null)).toBeNull();
    expect(tagManagerIdProblem('')).toBeNull();
    expect(tagManagerIdProblem('GTM-12')).toBe(WEBSITE_TEXTS.tagManagerId);
  });
});

describe('slugs and domains', () => {
  it('accepts lower-case words with dashes and refuses anything else', () => {
    expect(isWebsiteSlug('about-us')).toBe(true);
    expect(isWebsiteSlug('a')).toBe(true);
    for (const slug of ['About', '-a', 'a-', 'a b', 'a/b', '', 'x'.repeat(65)]) expect(isWebsiteSlug(slug)).toBe(false);
  });

  it('keeps page slugs off the routes a website answers itself', () => {
    expect(pageSlugProblem('search')).toBe(WEBSITE_TEXTS.reservedSlug);
    expect(pageSlugProblem('Bad Slug')).toBe(WEBSITE_TEXTS.slug);
    expect(pageSlugProblem('home')).toBeNull();
  });

  it('makes a slug from a name', () => {
    expect(slugify('Our Story!')).toBe('our-story');
    expect(slugify('Café  Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('page');
  });

  it('accepts host names and refuses URLs, ports and single labels', () => {
    expect(isCustomDomain('www.example.com')).toBe(true);
    expect(isCustomDomain('Shop.Example.co.uk')).toBe(true);
    for (const d of ['http://example.com', 'example.com:8080', 'example', 'example.com/path', 'exa_mple.com']) {
      expect(isCustomDomain(d)).toBe(false);
    }
  });
});
