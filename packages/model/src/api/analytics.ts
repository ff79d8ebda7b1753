/** What the analytics routes answer (issue 14). */

export interface AnalyticsItem {
  entityType: 'folio' | 'website';
  entityId: string;
  name: string;
  ownerId: string;
  views: number;
  visitors: number;
}

export interface AnalyticsPoint {
  /** the day, or the first day of the week (Monday) or month */
  date: string;
  views: number;
  visitors: number;
}

export interface AnalyticsTop {
  value: string;
  views: number;
  visitors: number;
}

export interface AnalyticsEventCount {
  elementType: string;
  eventType: string;
  elementId: string;
  count: number;
  visitors: number;
}

/** The form funnel in visitors (each step a part of the one before) and every submission received. */
export interface AnalyticsConversion {
  /** visitors who saw a page */
  visitors: number;
  /** of them, who started (or sent) a form */
  starters: number;
  /** of them, who sent a form */
  submitters: number;
  /** every submission received in the range, tracked or not (the API, visitors who ask not to be tracked) */
  submissions: number;
  /** of them, sent during a tracked visit */
  trackedSubmissions: number;
}

export interface AnalyticsReport {
  range: { start: string; end: string };
  interval: 'hour' | 'day' | 'week' | 'month';
  views: number;
  /** each day's distinct visitors, summed over the days */
  visitors: number;
  /** the same figures for the period of the same length just before */
  previous: { views: number; visitors: number };
  /** distinct visitors in the last 5 minutes */
  live: number;
  series: { current: AnalyticsPoint[]; previous: AnalyticsPoint[] };
  pages: AnalyticsTop[];
  /** first page of each visit (views: visits) */
  entries: AnalyticsTop[];
  /** last page of each visit (views: visits) */
  exits: AnalyticsTop[];
  /** utm_campaign values */
  campaigns: AnalyticsTop[];
  /** utm_source values */
  sources: AnalyticsTop[];
  /** two-letter country codes, '' unknown */
  countries: AnalyticsTop[];
  referrers: AnalyticsTop[];
  devices: AnalyticsTop[];
  browsers: AnalyticsTop[];
  systems: AnalyticsTop[];
  events: AnalyticsEventCount[];
  conversion: AnalyticsConversion;
  /** a folio's partial submissions by the step where the visitor stopped (issue 31); [] otherwise */
  formStops: AnalyticsTop[];
}
