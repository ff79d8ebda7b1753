/**
 * The chart builder in a visualization widget's settings: make a chart of a form's answers (this folio's or
 * another of yours), pick the field, the chart type, title, description and colours, and see it drawn live by
 * the same SVG code visitors get. Saved through the visualization routes; visitors see it once published.
 */
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  DEFAULT_VISUALIZATION_ROOT,
  type ChartType,
  type FieldAggregate,
  type FolioData,
  type FolioRoot,
  type Visualization,
  type VisualizationRoot,
} from '@folio/model';
import { Chart } from '@folio/render';
import { errorMessage } from '../../api/client.ts';
import { useMyFoliosForDropDown } from '../../api/folios.ts';
import { useCreateVisualization, useFolioData, useUpdateVisualization, useVisualization } from '../../api/visualizations.ts';
import { SelectField, SwitchField, TextField, ColourField, type Choice } from './fields.tsx';

/** The chart types; each is named by editorPanel:chart.types.<type> (and chart.typeNames.<type>, its short name). */
const CHART_TYPES: readonly ChartType[] = ['bar', 'pie', 'histogram', 'line', 'table'];

type PaletteName = 'theme' | 'ocean' | 'sunset' | 'greys' | 'custom';
const PALETTES: Record<Exclude<PaletteName, 'custom'>, string[]> = {
  theme: [],
  ocean: ['#1976d2', '#00897b', '#5c6bc0', '#0288d1', '#26a69a'],
  sunset: ['#f4511e', '#fbc02d', '#e91e63', '#8e24aa', '#ff7043'],
  greys: ['#424242', '#757575', '#9e9e9e', '#bdbdbd'],
};
const PALETTE_NAMES: readonly PaletteName[] = ['theme', 'ocean', 'sunset', 'greys', 'custom'];

const paletteOf = (colors: string[]): PaletteName =>
  (Object.entries(PALETTES).find(([, c]) => c.join() === colors.join())?.[0] as PaletteName | undefined) ?? 'custom';

/** The field kinds a chart names (editorPanel:chart.fieldKinds.<kind>). */
const FIELD_KINDS = new Set(['text-widget', 'numeric-widget', 'multiple-choice-widget', 'date-widget', 'time-widget', 'upload-widget', 'hyperlink-widget']);

/** Every field of the form once (a widget may sit in several buttons' lists). */
function fieldsOf(data: FolioData | undefined): FieldAggregate[] {
  const seen = new Map<string, FieldAggregate>();
  for (const button of data?.buttons ?? []) for (const field of button.fields) if (!seen.has(field.widgetId)) seen.set(field.widgetId, field);
  return [...seen.values()];
}

/** The field a new chart starts with: the first multiple choice, else the first number, else the first field. */
function firstField(fields: FieldAggregate[]): string | null {
  return (fields.find((f) => f.kind === 'multiple-choice-widget') ?? fields.find((f) => f.kind === 'numeric-widget') ?? fields[0])?.widgetId ?? null;
}

const errorText = (error: unknown) => errorMessage(error);

interface ChartBuilderProps {
  /** the widget's chart, or null */
  visualizationId: string | null;
  /** the folio being edited (null outside the editor) */
  folioId: string | null;
  onLink: (visualizationId: string | null) => void;
  /** the folio root, and a way to set which chart receivers get (only for charts of this folio) */
  root: FolioRoot;
  onReceiversChart: (visualizationId: string | null) => void;
}

export function ChartBuilder(props: ChartBuilderProps) {
  return props.visualizationId ? <ChartEditor {...props} visualizationId={props.visualizationId} /> : <NewChart {...props} />;
}

/** No chart yet: choose whose answers to chart, then make a new chart or reuse one of that form's. */
function NewChart({ folioId, onLink }: ChartBuilderProps) {
  const { t } = useTranslation('editorPanel');
  const folios = useMyFoliosForDropDown();
  const [formId, setFormId] = useState<string | null>(folioId);
  const data = useFolioData(formId);
  const create = useCreateVisualization();
  const fields = fieldsOf(data.data);
  const choices = useMemo(() => {
    const list = (folios.data ?? []).map((f) => ({ value: f.id, label: f.id === folioId ? t('chart.thisFolioNamed', { name: f.name }) : f.name }));
    if (folioId && !list.some((c) => c.value === folioId)) list.unshift({ value: folioId, label: t('chart.thisFolio') });
    return list;
  }, [folios.data, folioId, t]);

  const make = () => {
    if (!formId) return;
    create.mutate({ folioId: formId, root: { ...DEFAULT_VISUALIZATION_ROOT, widgetId: firstField(fields) } }, { onSuccess: (v) => onLink(v.id) });
  };

  return (
    <Stack gap="xs" data-testid="chart-builder-new">
      <Text size="xs" c="dimmed">
        {t('chart.intro')}
      </Text>
      <Select
        label={t('chart.answersOf')}
        size="xs"
        data={choices}
        value={formId}
        onChange={setFormId}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="chart-form"
        disabled={folios.isLoading && choices.length === 0}
      />
      {data.isLoading ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="xs">{t('chart.loadingForm')}</Text>
        </Group>
      ) : data.isError ? (
        <Alert color="red" p="xs" title={t('chart.formFailed')}>
          <Text size="xs">{errorText(data.error)}</Text>
          <Button size="compact-xs" variant="light" mt={4} onClick={() => void data.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : fields.length === 0 && formId ? (
        <Alert color="gray" p="xs" data-testid="chart-no-fields">
          <Text size="xs">{t('chart.noForm')}</Text>
        </Alert>
      ) : null}
      {data.data && data.data.visualizations.length > 0 ? (
        <Select
          label={t('chart.useExisting')}
          size="xs"
          placeholder={t('chart.chooseChart')}
          data={data.data.visualizations.map((v) => ({
            value: v.id,
            label:
              v.title ||
              t('chart.untitled', {
                type: CHART_TYPES.includes(v.chartType) ? t(`chart.typeNames.${v.chartType}`) : v.chartType,
                field: fields.find((f) => f.widgetId === v.widgetId)?.label ?? t('chart.aField'),
              }),
          }))}
          value={null}
          onChange={(id) => id && onLink(id)}
          comboboxProps={{ withinPortal: true }}
          data-testid="chart-existing"
        />
      ) : null}
      <Button size="xs" onClick={make} loading={create.isPending} disabled={!formId || fields.length === 0} data-testid="chart-create">
        {t('chart.create')}
      </Button>
      {create.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorText(create.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The chart's settings with a live preview; Save stores them. */
function ChartEditor({ visualizationId, onLink, folioId, root, onReceiversChart }: ChartBuilderProps & { visualizationId: string }) {
  const { t } = useTranslation('editorPanel');
  const visualization = useVisualization(visualizationId);
  const data = useFolioData(visualization.data?.folioId ?? null);

  if (visualization.isLoading || (visualization.data && data.isLoading)) {
    return (
      <Group gap="xs" data-testid="chart-loading">
        <Loader size="xs" />
        <Text size="xs">{t('chart.loadingChart')}</Text>
      </Group>
    );
  }
  if (visualization.isError || data.isError || !visualization.data?.root || !data.data) {
    return (
      <Alert color="red" p="xs" title={t('chart.chartFailed')} data-testid="chart-error">
        <Text size="xs">{errorText(visualization.error ?? data.error)}</Text>
        <Group gap="xs" mt={4}>
          <Button size="compact-xs" variant="light" onClick={() => void (visualization.isError ? visualization.refetch() : data.refetch())}>
            {t('common:actions.retry')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onLink(null)}>
            {t('chart.chooseAnother')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <ChartForm
      key={visualizationId}
      visualization={visualization.data}
      saved={visualization.data.root}
      data={data.data}
      onLink={onLink}
      isOwnForm={visualization.data.folioId === folioId}
      isReceiversChart={root.submissionReceiversVisualizationId === visualizationId}
      onReceiversChart={onReceiversChart}
    />
  );
}

function ChartForm(props: {
  visualization: Visualization;
  saved: VisualizationRoot;
  data: FolioData;
  onLink: (id: string | null) => void;
  isOwnForm: boolean;
  isReceiversChart: boolean;
  onReceiversChart: (id: string | null) => void;
}) {
  const { t } = useTranslation('editorPanel');
  const { visualization, saved, data } = props;
  const [draft, setDraft] = useState<VisualizationRoot>(saved);
  const [customColour, setCustomColour] = useState(saved.colors[0] ?? '#9c27b0');
  const update = useUpdateVisualization();
  const fields = fieldsOf(data);
  const field = fields.find((f) => f.widgetId === draft.widgetId) ?? null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (patch: Partial<VisualizationRoot>) => setDraft((d) => ({ ...d, ...patch }));
  const palette = paletteOf(draft.colors);

  const fieldChoices: Choice<string>[] = fields.map((f) => ({
    value: f.widgetId,
    label: t('chart.fieldChoice', { label: f.label, kind: FIELD_KINDS.has(f.kind) ? t(`chart.fieldKinds.${f.kind}`) : f.kind }),
  }));
  const chartChoices: Choice<ChartType>[] = CHART_TYPES.map((value) => ({ value, label: t(`chart.types.${value}`) }));
  const paletteChoices: Choice<PaletteName>[] = PALETTE_NAMES.map((value) => ({ value, label: t(`chart.palettes.${value}`) }));

  return (
    <Stack gap="xs" data-testid="chart-builder">
      {fields.length === 0 ? (
        <Alert color="gray" p="xs">
          <Text size="xs">{t('chart.noFields')}</Text>
        </Alert>
      ) : (
        <SelectField label={t('chart.field')} value={draft.widgetId ?? ''} data={fieldChoices} onChange={(widgetId) => set({ widgetId })} testId="chart-field" />
      )}
      <SelectField label={t('chart.type')} value={draft.chartType} data={chartChoices} onChange={(chartType) => set({ chartType })} testId="chart-type" />
      <TextField label={t('chart.title')} description={t('chart.titleHint')} value={draft.title} onChange={(title) => set({ title })} testId="chart-title" />
      <TextField
        label={t('chart.description')}
        description={t('chart.descriptionHint')}
        multiline
        value={draft.description}
        onChange={(description) => set({ description })}
        testId="chart-description"
      />
      <SelectField
        label={t('chart.colours')}
        value={palette}
        data={paletteChoices}
        onChange={(p) => set({ colors: p === 'custom' ? [customColour] : PALETTES[p] })}
        testId="chart-palette"
      />
      {palette === 'custom' ? (
        <ColourField
          label={t('chart.colour')}
          value={customColour}
          onChange={(c) => {
            setCustomColour(c);
            if (/^#[0-9a-f]{6}$/i.test(c)) set({ colors: [c] });
          }}
          testId="chart-colour"
        />
      ) : null}
      <SwitchField label={t('chart.showValues')} value={draft.showValues} onChange={(showValues) => set({ showValues })} testId="chart-values" />
      <SwitchField label={t('chart.legend')} value={draft.showLegend} onChange={(showLegend) => set({ showLegend })} testId="chart-legend" />

      <Text size="xs" fw={700} mt="xs">
        {t('chart.preview')}
      </Text>
      <Paper withBorder p="xs" className="fo-root" data-testid="chart-preview" aria-label={t('chart.previewLabel')}>
        <Chart root={draft} field={field} width={320} />
      </Paper>
      <Text size="xs" c="dimmed" data-testid="chart-answer-count">
        {data.total === 0 ? t('chart.noAnswers') : t('chart.soFar', { count: data.total })}
      </Text>

      <Group gap="xs">
        <Button size="xs" onClick={() => update.mutate({ id: visualization.id, root: draft })} loading={update.isPending} disabled={!dirty} data-testid="chart-save">
          {t('chart.save')}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setDraft(saved)} disabled={!dirty || update.isPending}>
          {t('chart.undo')}
        </Button>
      </Group>
      {update.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorText(update.error)}
        </Text>
      ) : update.isSuccess && !dirty ? (
        <Text size="xs" c="teal" role="status" data-testid="chart-saved">
          {t('chart.saved')}
        </Text>
      ) : dirty ? (
        <Text size="xs" c="dimmed">
          {t('chart.unsaved')}
        </Text>
      ) : null}
      {props.isOwnForm ? (
        <SwitchField
          label={t('chart.receivers')}
          description={t('chart.receiversHint')}
          value={props.isReceiversChart}
          onChange={(on) => props.onReceiversChart(on ? visualization.id : null)}
          testId="chart-receivers"
        />
      ) : null}
      <Button size="xs" variant="subtle" color="gray" onClick={() => props.onLink(null)} data-testid="chart-unlink">
        {t('chart.unlink')}
      </Button>
    </Stack>
  );
}
