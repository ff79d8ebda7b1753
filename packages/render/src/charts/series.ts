/**
 * What a chart draws, computed from a visualization's settings and the aggregates of its field (pure: the same
 * numbers reach the SVG, its description and its data table).
 */
import type { DayCount, FieldAggregate, NumericStats, VisualizationRoot } from '@folio/model';
import { THEME_COLOURS } from '../theme.ts';

export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartSeries {
  /** what the points are: options of a choice, ranges of a number, days, or the count of answers */
  axis: 'option' | 'range' | 'day' | 'answers';
  points: ChartPoint[];
  /** submissions that answered the field */
  answered: number;
  /** numeric fields: the average answer */
  average: number | null;
  /** range axis: where the ranges start and end, and whether each is one whole number (drawn centred) */
  span: { from: number; to: number; integers: boolean } | null;
}

/** Colours used in turn when the chart names none: the theme's, then a few that sit well beside them. */
export const DEFAULT_CHART_COLOURS = [
  THEME_COLOURS.purple,
  THEME_COLOURS.blue,
  THEME_COLOURS.pink,
  THEME_COLOURS.yellow,
  '#00897b',
  '#f4511e',
  '#5c6bc0',
  '#6d4c41',
] as const;

const HEX = /^#[0-9a-f]{6}$/i;

/** The chart's fill colours: its own valid '#rrggbb' ones, else the defaults. */
export function chartColours(root: Pick<VisualizationRoot, 'colors'>): string[] {
  const own = root.colors.filter((c) => HEX.test(c));
  return own.length > 0 ? own : [...DEFAULT_CHART_COLOURS];
}

/** A number as charts write it: integers as they are, others with at most two decimals. */
export function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/** Every day from the first to the last of `days` (UTC), missing ones at 0. */
export function fillDays(days: DayCount[]): ChartPoint[] {
  if (days.length === 0) return [];
  const byDay = new Map(days.map((d) => [d.day, d.count]));
  const out: ChartPoint[] = [];
  const last = Date.parse(`${days[days.length - 1]!.day}T00:00:00Z`);
  // At most a year and a half of days: older ones are summed into the first point shown.
  const maxDays = 550;
  let start = Date.parse(`${days[0]!.day}T00:00:00Z`);
  let carried = 0;
  if ((last - start) / 86_400_000 >= maxDays) {
    start = last - (maxDays - 1) * 86_400_000;
    const startDay = new Date(start).toISOString().slice(0, 10);
    carried = days.filter((d) => d.day < startDay).reduce((sum, d) => sum + d.count, 0);
  }
  for (let t = start; t <= last; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ label: day, value: (byDay.get(day) ?? 0) + (out.length === 0 ? carried : 0) });
  }
  return out;
}

/** The options of a choice field in their order, then keys answered that the form no longer offers. */
function optionPoints(field: FieldAggregate): ChartPoint[] {
  const points = field.options.map((o) => ({ label: o.label || o.value, value: field.counts[o.value] ?? 0 }));
  const offered = new Set(field.options.map((o) => o.value));
  for (const [key, count] of Object.entries(field.counts)) {
    if (!offered.has(key) && count > 0) points.push({ label: key, value: count });
  }
  return points;
}

/** Buckets of one whole number each ([n, n+1)) are labelled with that number. */
const integerBuckets = (buckets: NumericStats['buckets']) => buckets.every((b) => Number.isInteger(b.from) && b.to === b.from + 1);

function rangePoints(field: FieldAggregate): ChartPoint[] {
  const buckets = field.numeric?.buckets ?? [];
  const integers = integerBuckets(buckets);
  return buckets.map((b) => ({ label: integers ? formatNumber(b.from) : `${formatNumber(b.from)}–${formatNumber(b.to)}`, value: b.count }));
}

function rangeSpan(field: FieldAggregate): ChartSeries['span'] {
  const buckets = field.numeric?.buckets ?? [];
  if (buckets.length === 0) return null;
  return { from: buckets[0]!.from, to: buckets[buckets.length - 1]!.to, integers: integerBuckets(buckets) };
}

/** The points a chart of this field draws (null field: the chart has no field yet, nothing to draw). */
export function chartSeries(root: Pick<VisualizationRoot, 'chartType'>, field: FieldAggregate | null): ChartSeries {
  if (!field) return { axis: 'answers', points: [], answered: 0, average: null, span: null };
  const base = { answered: field.answered, average: field.numeric?.average ?? null, span: null };
  if (root.chartType === 'line') return { ...base, axis: 'day', points: fillDays(field.perDay) };
  if (field.kind === 'multiple-choice-widget') return { ...base, axis: 'option', points: optionPoints(field) };
  if (field.kind === 'numeric-widget') return { ...base, axis: 'range', points: rangePoints(field), span: rangeSpan(field) };
  return { ...base, axis: 'answers', points: [{ label: 'Answers', value: field.answered }] };
}

const CHART_NAMES: Record<VisualizationRoot['chartType'], string> = {
  bar: 'Bar chart',
  pie: 'Pie chart',
  line: 'Line chart',
  histogram: 'Histogram',
  table: 'Table',
};

/** One sentence or two that say what the chart shows, for screen readers (the SVG's desc). */
export function describeChart(root: VisualizationRoot, field: FieldAggregate | null, series: ChartSeries): string {
  if (!field) return 'No form field chosen yet.';
  const what = `${CHART_NAMES[root.chartType]} of “${field.label}”`;
  if (series.answered === 0) return `${what}: no answers yet.`;
  const shown = series.axis === 'day' ? series.points.filter((p) => p.value > 0) : series.points;
  const listed = shown.slice(0, 24).map((p) => `${p.label}: ${formatNumber(p.value)}`).join(', ');
  const more = shown.length > 24 ? `, and ${shown.length - 24} more` : '';
  const avg = series.average !== null ? ` Average ${formatNumber(series.average)}.` : '';
  const own = root.description.trim() ? `${root.description.trim()} ` : '';
  return `${own}${what}, ${series.answered} ${series.answered === 1 ? 'answer' : 'answers'}: ${listed}${more}.${avg}`;
}

/** A round upper end for a value axis, and its tick step. */
export function niceScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  // Counts are whole numbers: a step below 1 would repeat tick labels.
  const whole = Math.max(1, step);
  return { top: Math.ceil(max / whole) * whole, step: whole };
}
