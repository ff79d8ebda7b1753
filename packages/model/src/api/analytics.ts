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

export interface AnalyticsReport {
  range: { start: string; end: string };
  interval: 'hour' | 'day' | 'week' | 'month';
  views: number;
  visitors: number;
  /** distinct visitors in the last 5 minutes */
  live: number;
  series: { current: AnalyticsPoint[]; previous: AnalyticsPoint[] };
  pages: AnalyticsTop[];
  referrers: AnalyticsTop[];
  devices: AnalyticsTop[];
  browsers: AnalyticsTop[];
  systems: AnalyticsTop[];
  events: AnalyticsEventCount[];
  /** views → form starts → submissions */
  conversion: { views: number; starts: number; submissions: number };
}
