import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesOriginOf } from './client.ts';
import { ADMIN } from './fixtures.ts';
import { baseUrl, useBrowser } from './helpers.ts';
import { startServer, type RunningServer } from './server.ts';

const browser = useBrowser();
const LINKS = {
  HEADER_LINK_FEATURES: 'https://example.com/features',
  HEADER_LINK_OUR_STORY: 'https://example.com/story',
  HEADER_LINK_TEMPLATES: 'https://example.com/templates',
  HEADER_LINK_PRICING: 'https://example.com/pricing',
  HEADER_LINK_CONTACT: 'https://example.com/contact',
};
const NAMES = ['Features', 'Our Story', 'Templates', 'Pricing', 'Contact'];

let configured: RunningServer;
beforeAll(async () => {
  configured = await startServer({ ...LINKS, FOLIO_ADMIN_EMAIL: ADMIN.email, FOLIO_ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await configured?.stop();
});

/** The header's external links once the page has asked the server for them. */
async function headerLinks(url: string, width: number): Promise<{ label: string; href: string | null }[]> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const config = page.waitForResponse((res) => res.url().endsWith('/public/api/config'));
  await page.goto(`${url}/login`);
  await config;
  await page.getByTestId('login-page').waitFor();
  // Narrow screens list the links in the drawer; without links there is nothing to open, so the page itself is searched.
  const burger = page.getByTestId('nav-burger');
  const drawer = width < 992 && (await burger.isVisible());
  if (drawer) await burger.click();
  const scope = drawer ? page.getByRole('dialog') : width < 992 ? page.locator('body') : page.getByRole('navigation', { name: 'Folio website' });
  if (drawer) await scope.waitFor();
  const links = await Promise.all(
    NAMES.map(async (label) => {
      const link = scope.getByRole('link', { name: label, exact: true });
      return (await link.count()) ? { label, href: await link.getAttribute('href') } : null;
    }),
  );
  await context.close();
  return links.filter((l) => l !== null);
}

describe("the header's external links", () => {
  it("lead to the instance site's pages when the operator set none, in the header and in the drawer", async () => {
    // The shared server made its super admin from FOLIO_ADMIN_EMAIL, and with it the instance site (instanceSite.test.ts).
    const slugs = ['features', 'our-story', 'templates', 'pricing', 'contact'];
    const expected = NAMES.map((label, i) => ({ label, href: `${sitesOriginOf(baseUrl)}/site/folio/${slugs[i]}` }));
    expect(await headerLinks(baseUrl, 1280)).toEqual(expected);
    expect(await headerLinks(baseUrl, 568)).toEqual(expected);
  });

  it('lead where the operator set them, in the header and in the narrow-screen drawer', async () => {
    const expected = NAMES.map((label, i) => ({ label, href: Object.values(LINKS)[i]! }));
    expect(await headerLinks(configured.url, 1280)).toEqual(expected);
    expect(await headerLinks(configured.url, 568)).toEqual(expected);
  });
});
