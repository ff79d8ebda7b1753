import type { VisualizationWidget as VisualizationWidgetNode } from '@folio/model';
import { labelText } from './Field.tsx';
import { Icon } from './Icon.tsx';
import type { WidgetProps } from './types.ts';

/**
 * A chart of submissions, mounted into the figure by its data-visualization-id. The editor draws a placeholder
 * where the chart goes; visitors get the figure and its caption only, so nothing stands in for a missing chart.
 */
export function VisualizationWidget({ node, mode }: WidgetProps<VisualizationWidgetNode>) {
  const name = labelText(node);
  return (
    <figure className="fo-visualization" data-visualization-id={node.meta.visualizationId ?? undefined}>
      {mode === 'edit' ? (
        <div className="fo-placeholder" role="img" aria-label={`${name}: chart`}>
          <Icon name="chart" size={32} />
          <span>{node.meta.visualizationId ? 'Visualization' : 'Choose a visualization'}</span>
        </div>
      ) : null}
      {node.label?.text ? <figcaption>{node.label.text}</figcaption> : null}
    </figure>
  );
}
