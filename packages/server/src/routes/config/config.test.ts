import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../../test/app.ts';

const bare = await createTestApp();
const configured = await createTestApp({
  APP_TRACKING: 'false',
  HEADER_LINK_FEATURES: 'https://example.com/features',
  HEADER_LINK_PRICING: 'https://example.com/pricing',
  HEADER_LINK_CONTACT: '',
});

describe('GET /public/api/config', () => {
  it('lists no header links when the operator set none', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/public/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ headerLinks: [], tracking: true, sitesOrigin: bare.config.SITES_ORIGIN });
  });

  it("lists the header links the operator set, in the spec's order, leaving out the unset and the empty", async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/public/api/config' });
    expect(res.json()).toEqual({
      headerLinks: [
        { label: 'Features', href: 'https://example.com/features' },
        { label: 'Pricing', href: 'https://example.com/pricing' },
      ],
      tracking: false,
      sitesOrigin: configured.config.SITES_ORIGIN,
    });
  });

  it('refuses to start with a header link that is not an http(s) address, naming the variable', () => {
    expect(() => loadConfig({ HEADER_LINK_OUR_STORY: 'javascript:alert(1)' })).toThrow(/HEADER_LINK_OUR_STORY/);
    expect(() => loadConfig({ HEADER_LINK_TEMPLATES: 'not a url' })).toThrow(/HEADER_LINK_TEMPLATES/);
  });
});
