import { z } from 'zod';

export const PublicConfig = z.object({
  headerLinks: z
    .array(z.object({ label: z.string(), href: z.string() }))
    .describe("The header's external links the operator configured (HEADER_LINK_* variables), in order; empty when none is set"),
  tracking: z.boolean().describe('Whether the web app keeps a site session (spec §4; APP_TRACKING)'),
  sitesOrigin: z.string().describe('Where visitors read published pages and licence options’ product pages (SITES_ORIGIN)'),
});
