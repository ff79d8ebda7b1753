import { z } from 'zod';

export const PublicConfig = z.object({
  headerLinks: z
    .array(z.object({ label: z.string(), href: z.string() }))
    .describe(
      "The header's external links in order: each HEADER_LINK_* the operator set, else the instance site's page of that name while it is published; a link with neither is left out",
    ),
  tracking: z.boolean().describe('Whether the web app keeps a site session (spec §4; APP_TRACKING)'),
  sitesOrigin: z.string().describe('Where visitors read published pages and licence options’ product pages (SITES_ORIGIN)'),
});
