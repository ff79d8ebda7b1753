/**
 * Charts of a folio's submissions (spec §3 Visualization, §7 Visualizations and GET /api/folios/{id}/data): the
 * settings a chart is drawn from, and the aggregates of a folio's answers that it counts.
 */

export const CHART_TYPES = ['bar', 'pie', 'line', 'histogram', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** The settings of one chart: `root` of a visualization (working) and `publishedRoot` (what visitors see). */
export interface VisualizationRoot {
  chartType: ChartType;
  /** the form field it counts (a widget id of the folio); null until one is picked */
  widgetId: string | null;
  title: string;
  description: string;
  /** fill colours, '#rrggbb', used in turn; empty = the folio's theme colours */
  colors: string[];
  showLegend: boolean;
  showValues: boolean;
}

export const DEFAULT_VISUALIZATION_ROOT: VisualizationRoot = {
  chartType: 'bar',
  widgetId: null,
  title: '',
  description: '',
  colors: [],
  showLegend: true,
  showValues: true,
};

/** A visualization as the API presents it. */
export interface Visualization {
  id: string;
  folioId: string;
  authorId: string;
  websiteId: string | null;
  isPublished: boolean;
  isDeleted: boolean;
  /** the working settings (null on the public variant) */
  root: VisualizationRoot | null;
  /** what visitors see; null until the folio that shows it is published */
  publishedRoot: VisualizationRoot | null;
  createdAt: string;
  updatedAt: string;
}

/** Input widget kinds a form collects. */
export type FieldKind =
  | 'text-widget'
  | 'numeric-widget'
  | 'multiple-choice-widget'
  | 'date-widget'
  | 'time-widget'
  | 'upload-widget'
  | 'hyperlink-widget';

export interface DayCount {
  /** 'YYYY-MM-DD' (UTC) */
  day: string;
  count: number;
}

export interface NumericStats {
  /** answers counted (0 is the empty answer of a numeric widget, spec §5, and is not counted) */
  count: number;
  min: number | null;
  max: number | null;
  average: number | null;
  /** the distribution: [from, to) ranges ([from, to] for the last), ascending; one per value for small integer ranges */
  buckets: Array<{ from: number; to: number; count: number }>;
}

/** One form field (an input widget a submit button lists) with the aggregates of its answers. */
export interface FieldAggregate {
  widgetId: string;
  kind: FieldKind;
  /** the widget's label text, else its name */
  label: string;
  /** multiple choice: the options in their order, with their text (an image option: its asset's name or 'Image n') */
  options: Array<{ value: string; label: string }>;
  /** submissions with a non-empty answer to this field */
  answered: number;
  /** multiple choice: submissions choosing each option key (options no longer offered included) */
  counts: Record<string, number>;
  /** numeric widgets only */
  numeric: NumericStats | null;
  /** non-empty answers per day, ascending */
  perDay: DayCount[];
}

/** GET /api/folios/{id}/data */
export interface FolioData {
  folioId: string;
  /** all submissions of the folio */
  total: number;
  /** ISO 8601, null without submissions */
  lastSubmittedAt: string | null;
  /** submissions per day, ascending */
  perDay: DayCount[];
  /** per submit button, the fields it lists */
  buttons: Array<{ id: string; label: string; fields: FieldAggregate[] }>;
  /** the folio's live charts (to choose one), newest first */
  visualizations: Array<{ id: string; title: string; chartType: ChartType; widgetId: string | null }>;
}
