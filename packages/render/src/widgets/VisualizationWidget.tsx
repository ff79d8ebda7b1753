import type { FieldAggregate, VisualizationRoot, VisualizationWidget as VisualizationWidgetNode } from '@folio/model';
import { Chart } from '../charts/Chart.tsx';
import { useRenderOptions } from '../context.ts';
import { labelText } from './Field.tsx';
import { Icon } from './Icon.tsx';
import type { WidgetProps } from './types.ts';

/** What the server fills into a visualization widget's meta before rendering a published page. */
export interface VisualizationMetaView {
  visualizationId: string | null;
  chart?: { root: VisualizationRoot; field: FieldAggregate | null };
}

/**
 * A chart of submissions. Published pages get it drawn as SVG by the server (meta.chart, filled in by the sites
 * renderer from the published settings and the answers); the editor canvas draws the saved chart through its
 * renderChart option, or a placeholder.
 * Without a chart (none chosen, or not published) visitors get the caption only.
 */
export function VisualizationWidget({ node, mode }: WidgetProps<VisualizationWidgetNode>) {
  const name = labelText(node);
  const meta = node.meta as VisualizationMetaView;
  const { renderChart } = useRenderOptions();
  // The editor canvas draws the saved chart when its host can (renderChart), else the placeholder.
  const editorChart = mode === 'edit' && meta.visualizationId && renderChart ? renderChart(meta.visualizationId) : null;
  return (
    <figure className="fo-visualization" data-visualization-id={meta.visualizationId ?? undefined}>
      {editorChart ? (
        editorChart
      ) : mode === 'edit' ? (
        <div className="fo-placeholder" role="img" aria-label={`${name}: chart`}>
          <Icon name="chart" size={32} />
          <span>{meta.visualizationId ? 'Visualization' : 'Choose a visualization'}</span>
        </div>
      ) : meta.chart ? (
        <Chart root={meta.chart.root} field={meta.chart.field} />
      ) : null}
      {node.label?.text?.trim() ? (
        <figcaption className={node.label.position === 'hidden' ? 'fo-visually-hidden' : undefined}>{node.label.text}</figcaption>
      ) : null}
    </figure>
  );
}
