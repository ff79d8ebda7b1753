import { CHART_TYPES } from '@folio/model';
import { z } from 'zod';
import { VisualizationRootSchema } from '../../services/visualizations/root.ts';

export { VisualizationRootSchema };

export const VisualizationIdParams = z.object({ id: z.string().describe('The visualization id (UUID)') });
export const FolioIdParams = z.object({ folioId: z.string().describe('The folio whose submissions the chart counts (UUID)') });
export const FolioDataParams = z.object({ id: z.string().describe('The folio id (UUID)') });

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
const websiteId = z.string().uuid('must be the id of one of your websites').nullable().describe('The website the chart is made for (one of yours), or null');

export const CreateVisualizationBody = z.strictObject({
  root: VisualizationRootSchema.describe('The chart settings'),
  websiteId: websiteId.optional(),
});

export const UpdateVisualizationBody = z.strictObject({
  root: VisualizationRootSchema.optional().describe('The new chart settings (visitors see them once the folio showing it is published again)'),
  websiteId: websiteId.optional(),
});

export const GetVisualizationQuery = z.object({
  forEditing: queryBool.optional().describe('true for the working settings (its owner, and those who may read its folio’s working copy); otherwise the published ones'),
  editContent: queryBool.optional().describe('Accepted for the spec’s call; editing charts needs the owner anyway'),
});

const RootAnswer = z.object({
  chartType: z.enum(CHART_TYPES),
  widgetId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  colors: z.array(z.string()),
  showLegend: z.boolean(),
  showValues: z.boolean(),
});

export const VisualizationAnswer = z.object({
  id: z.string().describe('The visualization id'),
  folioId: z.string().describe('The folio whose submissions it counts'),
  authorId: z.string(),
  websiteId: z.string().nullable(),
  isPublished: z.boolean().describe('Whether a folio showing it (or its own) has been published since it was made'),
  isDeleted: z.boolean(),
  root: RootAnswer.nullable().describe('The working settings; null on the published variant'),
  publishedRoot: RootAnswer.nullable().describe('What visitors see; null until published'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const DayCount = z.object({ day: z.string().describe("'YYYY-MM-DD' (UTC)"), count: z.number().int() });

const FieldAggregateAnswer = z.object({
  widgetId: z.string(),
  kind: z.string().describe('The input widget kind (text-widget, numeric-widget, multiple-choice-widget, …)'),
  label: z.string().describe("The widget's label text, else its name"),
  options: z.array(z.object({ value: z.string().describe('The key stored in submissions'), label: z.string() })).describe('Multiple choice: its options in order'),
  answered: z.number().int().describe('Submissions with a non-empty answer (numeric: other than 0)'),
  counts: z.record(z.string(), z.number().int()).describe('Multiple choice: submissions choosing each option key'),
  numeric: z
    .object({
      count: z.number().int(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      average: z.number().nullable(),
      buckets: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
    })
    .nullable()
    .describe('Numeric widgets: count, min, max, average and the distribution (one bucket per number for small whole-number ranges, else ten equal ranges)'),
  perDay: z.array(DayCount).describe('Non-empty answers per day, ascending'),
});

export const FolioDataAnswer = z.object({
  folioId: z.string(),
  total: z.number().int().describe('All submissions of the folio'),
  lastSubmittedAt: z.string().nullable().describe('The latest submission (ISO 8601), null without any'),
  perDay: z.array(DayCount).describe('Submissions per day, ascending'),
  buttons: z
    .array(z.object({ id: z.string(), label: z.string(), fields: z.array(FieldAggregateAnswer) }))
    .describe('Each submit button with the fields it lists (owner: the working copy; receivers: the published form)'),
  visualizations: z
    .array(z.object({ id: z.string(), title: z.string(), chartType: z.enum(CHART_TYPES), widgetId: z.string().nullable() }))
    .describe("The folio's live charts (working settings), newest first"),
});

export const CanvasChartAnswer = z.object({
  visualizationId: z.string(),
  root: RootAnswer.describe('The settings drawn: the working ones when the caller reads the folio’s working copy, else the published ones'),
  copy: z.enum(['working', 'published']).describe('Which settings `root` is'),
  field: FieldAggregateAnswer.nullable().describe('The aggregates of the answers the chart counts; null when it names no field'),
});
