/** The analytics report's answer schema, shared by the owner's routes and the read-only dashboard link. */
import { z } from 'zod';

const Point = z.object({ date: z.string().describe('YYYY-MM-DD, or YYYY-MM-DDTHH for hours (UTC)'), views: z.number().int(), visitors: z.number().int() });
const Top = z.array(z.object({ value: z.string(), views: z.number().int(), visitors: z.number().int() }));
export const Series = z.object({ current: z.array(Point), previous: z.array(Point).describe('The period just before, of the same length') });
export const Range = z.object({ start: z.string(), end: z.string() });
export const Totals = z.object({ views: z.number().int(), visitors: z.number().int() }).describe('The same figures for the period of the same length just before');
export const Report = z.object({
  range: Range,
  interval: z.enum(['hour', 'day', 'week', 'month']),
  views: z.number().int(),
  visitors: z.number().int().describe('The sum of each day’s distinct visitors'),
  previous: Totals,
  live: z.number().int().describe('Distinct visitors in the last 5 minutes'),
  series: Series,
  pages: Top,
  entries: Top.describe('The first page of each visit; views counts visits'),
  exits: Top.describe('The last page of each visit; views counts visits'),
  campaigns: Top.describe('utm_campaign values'),
  sources: Top.describe('utm_source values'),
  countries: Top.describe('Two-letter country codes from the visitor’s address (not kept); empty: unknown'),
  referrers: Top,
  devices: Top,
  browsers: Top,
  systems: Top,
  formStops: Top.describe('A folio’s partial submissions last kept in the range, by the form step where the visitor stopped (views and visitors both count partials); empty for a website or everything'),
  events: z.array(z.object({ elementType: z.string(), eventType: z.string(), elementId: z.string(), count: z.number().int(), visitors: z.number().int() })),
  conversion: z
    .object({
      visitors: z.number().int().describe('Visitors who saw a page'),
      starters: z.number().int().describe('Of them, those who started or sent a form'),
      submitters: z.number().int().describe('Of them, those who sent a form'),
      submissions: z.number().int().describe('Every submission received in the range, with or without a tracked visit'),
      trackedSubmissions: z.number().int().describe('Of them, those sent during a tracked visit'),
    })
    .describe('The form funnel in visitors, each step part of the one before; submissions without a tracked visit (the API, visitors not tracked) are counted apart'),
});
