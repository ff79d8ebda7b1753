/** The editor canvas's drawing of a visualization widget: its saved chart over the answers so far. */
import { Chart, type RenderChart } from '@folio/render';
import { useFolioData, useVisualization } from '../../api/visualizations.ts';

function CanvasChart({ visualizationId }: { visualizationId: string }) {
  const visualization = useVisualization(visualizationId);
  const data = useFolioData(visualization.data?.folioId ?? null);
  const root = visualization.data?.root;
  if (visualization.isError || data.isError) return <div className="fo-placeholder">This chart could not be loaded</div>;
  if (!root || !data.data) return <div className="fo-placeholder">Loading the chart…</div>;
  const field = data.data.buttons.flatMap((b) => b.fields).find((f) => f.widgetId === root.widgetId) ?? null;
  return (
    <div data-testid="canvas-chart">
      <Chart root={root} field={field} />
    </div>
  );
}

/** Stable, as FolioPage asks of its options. */
export const renderCanvasChart: RenderChart = (visualizationId) => <CanvasChart visualizationId={visualizationId} />;
