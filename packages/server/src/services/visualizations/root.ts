/** The settings of a chart (a visualization's `root`), as the API accepts and the renderer trusts them. */
import { CHART_TYPES, DEFAULT_VISUALIZATION_ROOT, type VisualizationRoot } from '@folio/model';
import { z } from 'zod';
import { NODE_ID_PATTERN } from '../folios/folioDocument.ts';

export const VISUALIZATION_LIMITS = { titleMax: 200, descriptionMax: 2000, colorsMax: 12 } as const;
const L = VISUALIZATION_LIMITS;

export const VisualizationRootSchema = z.strictObject({
  chartType: z.enum(CHART_TYPES).describe(`How the answers are drawn: ${CHART_TYPES.join(', ')}`),
  widgetId: z
    .string()
    .regex(NODE_ID_PATTERN, 'must be the id of an input widget of the folio')
    .nullable()
    .describe('The form field counted (an input widget id of the folio); null until one is chosen'),
  title: z.string().max(L.titleMax).describe(`Shown above the chart, up to ${L.titleMax} characters; empty uses the field's label`),
  description: z
    .string()
    .max(L.descriptionMax)
    .describe(`Read to screen-reader users before the numbers, up to ${L.descriptionMax} characters`),
  colors: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour written '#rrggbb'"))
    .max(L.colorsMax)
    .describe(`Fill colours used in turn, '#rrggbb', up to ${L.colorsMax}; empty uses the theme colours`),
  showLegend: z.boolean().describe('Pie: the legend beside it; histogram: the average written by its line'),
  showValues: z.boolean().describe('Write each count beside its bar, slice or point'),
});

/** A root as stored or sent, checked; null when it is not one (a client's stray visStates entry). */
export function parseRoot(value: unknown): VisualizationRoot | null {
  const parsed = VisualizationRootSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A stored root, or the defaults when it is not a valid one (never thrown at a visitor). */
export const storedRoot = (value: unknown): VisualizationRoot => parseRoot(value) ?? { ...DEFAULT_VISUALIZATION_ROOT };
