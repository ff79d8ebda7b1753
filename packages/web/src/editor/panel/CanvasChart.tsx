/**
 * The editor canvas's drawing of a visualization widget: its saved chart over the answers so far. Its owner sees the
 * working settings as they change; anyone else who may read the folio (a sharee, a buyer) sees the chart as its
 * folio's rights show it to them (GET /api/visualizations/{id}/chart), as visitors see the page.
 */
import { Chart, type RenderChart } from '@folio/render';
import { useTranslation } from '../../i18n/react.tsx';
import { useFolioData, useReaderChart, useVisualization } from '../../api/visualizations.ts';
import { useSession } from '../../session/store.ts';
import { useEditor } from '../store/react.tsx';

function Failed() {
  const { t } = useTranslation('editorPanel');
  return <div className="fo-placeholder">{t('chart.loadFailed')}</div>;
}

function Loading() {
  const { t } = useTranslation('editorPanel');
  return <div className="fo-placeholder">{t('chart.loadingChart')}</div>;
}

const failed = <Failed />;
const loading = <Loading />;

function OwnChart({ visualizationId }: { visualizationId: string }) {
  const visualization = useVisualization(visualizationId);
  const data = useFolioData(visualization.data?.folioId ?? null);
  const root = visualization.data?.root;
  if (visualization.isError || data.isError) return failed;
  if (!root || !data.data) return loading;
  const field = data.data.buttons.flatMap((b) => b.fields).find((f) => f.widgetId === root.widgetId) ?? null;
  return (
    <div data-testid="canvas-chart">
      <Chart root={root} field={field} />
    </div>
  );
}

function ReaderChart({ visualizationId }: { visualizationId: string }) {
  const chart = useReaderChart(visualizationId);
  if (chart.isError) return failed;
  if (!chart.data) return loading;
  return (
    <div data-testid="canvas-chart">
      <Chart root={chart.data.root} field={chart.data.field} />
    </div>
  );
}

function CanvasChart({ visualizationId }: { visualizationId: string }) {
  const isOwner = useEditor((s) => s.doc.root.authorId) === useSession()?.currentUserId;
  return isOwner ? <OwnChart visualizationId={visualizationId} /> : <ReaderChart visualizationId={visualizationId} />;
}

/** Stable, as FolioPage asks of its options. */
export const renderCanvasChart: RenderChart = (visualizationId) => <CanvasChart visualizationId={visualizationId} />;
