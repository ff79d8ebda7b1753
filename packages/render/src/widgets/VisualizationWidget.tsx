import type { VisualizationWidget as VisualizationWidgetNode } from '@folio/model';
import { labelText } from './Field.tsx';
import { Icon } from './Icon.tsx';
import type { WidgetProps } from './types.ts';

/**
 * A chart of submissions. Visualizations arrive in a later issue; until then this draws a labelled placeholder
 * carrying data-visualization-id, where that script mounts the chart.
 */
export function VisualizationWidget({ node, mode }: WidgetProps<VisualizationWidgetNode>) {
  const name = labelText(node);
  return (
    <figure className="fo-visualization" data-visualization-id={node.meta.visualizationId ?? undefined}>
      <div className="fo-placeholder" role="img" aria-label={`${name} (not available yet)`}>
        <Icon name="chart" size={32} />
        {mode === 'edit' ? <span>{node.meta.visualizationId ? 'Visualization' : 'Choose a visualization'}</span> : null}
      </div>
      {node.label?.text ? <figcaption>{node.label.text}</figcaption> : null}
    </figure>
  );
}
