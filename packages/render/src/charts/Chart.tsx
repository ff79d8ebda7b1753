/**
 * Charts of a folio's submissions as plain SVG drawn by React: server-rendered on published pages (no chart
 * script for visitors) and live in the editor's chart builder. Every text is React-escaped; the only attributes
 * built from user input are colours, checked to be '#rrggbb'.
 */
import { useId, type ReactNode } from 'react';
import type { FieldAggregate, VisualizationRoot } from '@folio/model';
import { chartColours, chartSeries, describeChart, formatNumber, niceScale, type ChartPoint, type ChartSeries } from './series.ts';

export interface ChartProps {
  root: VisualizationRoot;
  /** the aggregates of root.widgetId; null when the field is not found (removed from the form) or not chosen */
  field: FieldAggregate | null;
  /** a standalone SVG document (the chart route) rather than markup inside a page */
  standalone?: boolean;
  /** the drawing's width in SVG units (it scales to its box): 640 on pages, smaller for narrow previews */
  width?: number;
}

const DEFAULT_WIDTH = 640;
const MUTED = '#6b6b6b';
const GRID = '#dddddd';

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface Drawing {
  height: number;
  body: ReactNode;
}

function emptyNote(x: number, y: number, answered: number): ReactNode {
  return answered === 0 ? (
    <text x={x} y={y} textAnchor="middle" fill={MUTED} fontSize={14} className="fo-chart-empty">
      No answers yet
    </text>
  ) : null;
}

/** Horizontal bars, one row per point: long option labels fit on the left at any width. */
function bars(W: number, series: ChartSeries, colours: string[], showValues: boolean, top: number): Drawing {
  const rowH = 34;
  const labelW = Math.min(180, Math.round(W * 0.36));
  const labelChars = Math.max(8, Math.floor(labelW / 7));
  const valueW = 56;
  const x0 = 12 + labelW;
  const plotW = W - x0 - valueW;
  const max = Math.max(0, ...series.points.map((p) => p.value));
  const scale = max > 0 ? plotW / max : 0;
  const rowsEnd = top + Math.max(1, series.points.length) * rowH;
  // Before any answer, a note under the rows says so.
  const height = rowsEnd + (series.answered === 0 ? 36 : 12);
  return {
    height,
    body: (
      <g className="fo-chart-bars">
        <line x1={x0} x2={x0} y1={top} y2={rowsEnd + 4} stroke={GRID} />
        {series.points.map((p, i) => {
          const y = top + i * rowH;
          const w = p.value * scale;
          return (
            <g key={i} className="fo-chart-bar" data-label={p.label} data-value={p.value}>
              <text x={x0 - 8} y={y + 21} textAnchor="end" fontSize={15} fill="currentColor">
                {truncate(p.label, labelChars)}
              </text>
              <rect x={x0} y={y + 6} width={w} height={20} rx={2} fill={colours[i % colours.length]} />
              {showValues ? (
                <text x={x0 + w + 6} y={y + 21} fontSize={15} fill="currentColor">
                  {formatNumber(p.value)}
                </text>
              ) : null}
            </g>
          );
        })}
        {emptyNote(W / 2, rowsEnd + 24, series.answered)}
      </g>
    ),
  };
}

/** Value axis ticks and grid lines for vertical charts. */
function valueAxis(max: number, x0: number, x1: number, yTop: number, yBottom: number): { scale: (v: number) => number; grid: ReactNode } {
  const { top, step } = niceScale(max);
  const scale = (v: number) => yBottom - (v / top) * (yBottom - yTop);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return {
    scale,
    grid: (
      <g className="fo-chart-grid" aria-hidden="true">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={x0} x2={x1} y1={scale(v)} y2={scale(v)} stroke={GRID} />
            <text x={x0 - 6} y={scale(v) + 4} textAnchor="end" fontSize={12} fill={MUTED}>
              {formatNumber(v)}
            </text>
          </g>
        ))}
      </g>
    ),
  };
}

/** Which of n x-axis labels to write so they do not overlap (at most ~10). */
const labelEvery = (n: number) => Math.max(1, Math.ceil(n / 10));

/** Vertical columns (a histogram of ranges, or of options), with the average marked for numbers. */
function columns(W: number, series: ChartSeries, colours: string[], showValues: boolean, showLegend: boolean, top: number): Drawing {
  const x0 = 48;
  const x1 = W - 16;
  const yTop = top + 8;
  const yBottom = top + 210;
  const n = Math.max(1, series.points.length);
  const band = (x1 - x0) / n;
  const { scale, grid } = valueAxis(Math.max(0, ...series.points.map((p) => p.value)), x0, x1, yTop, yBottom);
  const every = labelEvery(series.points.length);
  const uniform = series.axis === 'range';
  const colour = (i: number) => (uniform ? colours[0]! : colours[i % colours.length]!);
  let average: ReactNode = null;
  const span = series.span;
  if (series.average !== null && span && series.answered > 0) {
    // Whole-number columns stand for their number: its centre is where that value sits.
    const offset = span.integers ? 0.5 : 0;
    const x = span.to > span.from ? x0 + ((series.average - span.from + offset) / (span.to - span.from)) * (x1 - x0) : x0 + band / 2;
    const ax = Math.min(x1, Math.max(x0, x));
    average = (
      <g className="fo-chart-average" data-value={formatNumber(series.average)}>
        <line x1={ax} x2={ax} y1={yTop - 4} y2={yBottom} stroke="currentColor" strokeDasharray="4 3" strokeWidth={1.5} />
        {showLegend ? (
          <text x={Math.min(ax + 4, x1 - 90)} y={yTop + 6} fontSize={12} fill="currentColor">
            {`Average ${formatNumber(series.average)}`}
          </text>
        ) : null}
      </g>
    );
  }
  return {
    height: yBottom + 40,
    body: (
      <g className="fo-chart-columns">
        {grid}
        {series.points.map((p, i) => {
          const x = x0 + i * band;
          const y = scale(p.value);
          return (
            <g key={i} className="fo-chart-bar" data-label={p.label} data-value={p.value}>
              <rect x={x + 2} y={y} width={Math.max(1, band - 4)} height={yBottom - y} fill={colour(i)} />
              {showValues && p.value > 0 ? (
                <text x={x + band / 2} y={y - 4} textAnchor="middle" fontSize={12} fill="currentColor">
                  {formatNumber(p.value)}
                </text>
              ) : null}
              {i % every === 0 ? (
                <text x={x + band / 2} y={yBottom + 16} textAnchor="middle" fontSize={12} fill="currentColor">
                  {truncate(p.label, Math.max(4, Math.floor((band * every) / 7)))}
                </text>
              ) : null}
            </g>
          );
        })}
        {average}
        {emptyNote((x0 + x1) / 2, (yTop + yBottom) / 2, series.answered)}
      </g>
    ),
  };
}

/** Answers per day as a line. */
function line(W: number, series: ChartSeries, colours: string[], showValues: boolean, top: number): Drawing {
  const x0 = 48;
  const x1 = W - 24;
  const yTop = top + 8;
  const yBottom = top + 210;
  const pts = series.points;
  const { scale, grid } = valueAxis(Math.max(0, ...pts.map((p) => p.value)), x0, x1, yTop, yBottom);
  const x = (i: number) => (pts.length <= 1 ? (x0 + x1) / 2 : x0 + (i / (pts.length - 1)) * (x1 - x0));
  const path = pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${scale(p.value).toFixed(1)}`).join(' ');
  const labelled = new Set(pts.length ? [0, Math.floor((pts.length - 1) / 2), pts.length - 1] : []);
  const colour = colours[0]!;
  return {
    height: yBottom + 40,
    body: (
      <g className="fo-chart-line">
        {grid}
        {pts.length > 1 ? <path d={path} fill="none" stroke={colour} strokeWidth={2} /> : null}
        {pts.map((p, i) => (
          <g key={i} className="fo-chart-point" data-label={p.label} data-value={p.value}>
            {pts.length <= 62 ? <circle cx={x(i)} cy={scale(p.value)} r={3} fill={colour} /> : null}
            {showValues && pts.length <= 31 && p.value > 0 ? (
              <text x={x(i)} y={scale(p.value) - 7} textAnchor="middle" fontSize={12} fill="currentColor">
                {formatNumber(p.value)}
              </text>
            ) : null}
            {labelled.has(i) ? (
              <text x={x(i)} y={yBottom + 16} textAnchor={pts.length === 1 ? 'middle' : i === 0 ? 'start' : i === pts.length - 1 ? 'end' : 'middle'} fontSize={12} fill="currentColor">
                {p.label}
              </text>
            ) : null}
          </g>
        ))}
        {emptyNote((x0 + x1) / 2, (yTop + yBottom) / 2, series.answered)}
      </g>
    ),
  };
}

function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number) => `${(cx + r * Math.sin(a)).toFixed(2)} ${(cy - r * Math.cos(a)).toFixed(2)}`;
  return `M${cx} ${cy} L${p(a0)} A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)} Z`;
}

/** Shares of the whole, with a legend beside the pie. */
function pie(W: number, series: ChartSeries, colours: string[], showValues: boolean, showLegend: boolean, top: number): Drawing {
  // Wide: the legend beside the pie; narrow: below it.
  const beside = W >= 480;
  const r = beside ? 110 : Math.min(110, W / 2 - 16);
  const cx = showLegend && beside ? 150 : W / 2;
  const cy = top + r + 10;
  const total = series.points.reduce((sum, p) => sum + p.value, 0);
  const legendH = series.points.length * 24;
  const legendX = beside ? 300 : 16;
  const legendTop = beside ? top : cy + r + 16;
  const height = showLegend ? Math.max(cy + r + 16, legendTop + legendH + 16) : cy + r + 16;
  let angle = 0;
  const slices = series.points.map((p, i) => {
    const share = total > 0 ? p.value / total : 0;
    const a0 = angle;
    angle += share * 2 * Math.PI;
    const fill = colours[i % colours.length];
    const shape =
      share >= 0.9999 ? <circle cx={cx} cy={cy} r={r} fill={fill} /> : share > 0 ? <path d={arc(cx, cy, r, a0, angle)} fill={fill} stroke="#ffffff" strokeWidth={1} /> : null;
    return (
      <g key={i} className="fo-chart-slice" data-label={p.label} data-value={p.value}>
        {shape}
      </g>
    );
  });
  const percent = (v: number) => (total > 0 ? `${Math.round((v / total) * 100)}%` : '0%');
  return {
    height,
    body: (
      <g className="fo-chart-pie">
        {total === 0 ? <circle cx={cx} cy={cy} r={r} fill="none" stroke={GRID} strokeWidth={2} /> : null}
        {slices}
        {total === 0 ? emptyNote(cx, cy + 5, 0) : null}
        {showLegend ? (
          <g className="fo-chart-legend">
            {series.points.map((p, i) => (
              <g key={i}>
                <rect x={legendX} y={legendTop + 4 + i * 24} width={14} height={14} rx={2} fill={colours[i % colours.length]} />
                <text x={legendX + 22} y={legendTop + 16 + i * 24} fontSize={15} fill="currentColor">
                  {truncate(p.label, Math.max(10, Math.floor((W - legendX - 120) / 7)))}
                  {showValues ? ` — ${formatNumber(p.value)} (${percent(p.value)})` : ''}
                </text>
              </g>
            ))}
          </g>
        ) : null}
      </g>
    ),
  };
}

/** The numbers drawn, as a table: the chart's accessible fallback and the "table" chart type. */
function DataTable({ series, heading, caption }: { series: ChartSeries; heading: string; caption?: string }) {
  const what = series.axis === 'day' ? 'Day' : series.axis === 'range' ? 'Range' : series.axis === 'option' ? 'Option' : 'Field';
  return (
    <table className="fo-chart-table">
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{what}</th>
          <th scope="col">{heading}</th>
        </tr>
      </thead>
      <tbody>
        {series.points.map((p: ChartPoint, i) => (
          <tr key={i}>
            <th scope="row">{p.label}</th>
            <td>{formatNumber(p.value)}</td>
          </tr>
        ))}
        {series.average !== null ? (
          <tr>
            <th scope="row">Average</th>
            <td>{formatNumber(series.average)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** The SVG alone: what the chart routes send and what Chart puts inside its figure. */
export function ChartSvg({ root, field, standalone = false, width: W = DEFAULT_WIDTH }: ChartProps) {
  const id = useId();
  const series = chartSeries(root, field);
  const colours = chartColours(root);
  const heading = root.title.trim() || field?.label || 'Chart';
  const top = 44;
  const drawing =
    root.chartType === 'pie'
      ? pie(W, series, colours, root.showValues, root.showLegend, top)
      : root.chartType === 'line'
        ? line(W, series, colours, root.showValues, top)
        : root.chartType === 'histogram'
          ? columns(W, series, colours, root.showValues, root.showLegend, top)
          : bars(W, series, colours, root.showValues, top);
  const svgProps = standalone
    ? { xmlns: 'http://www.w3.org/2000/svg', fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif', color: '#222222' }
    : {};
  return (
    <svg
      className="fo-chart-svg"
      role="img"
      aria-labelledby={`${id}t ${id}d`}
      viewBox={`0 0 ${W} ${drawing.height}`}
      // Its natural size, shrunk to fit narrower boxes (folio.css: max-width 100%, height auto).
      width={W}
      height={drawing.height}
      {...svgProps}
      data-answered={series.answered}
    >
      <title id={`${id}t`}>{heading}</title>
      <desc id={`${id}d`}>{describeChart(root, field, series)}</desc>
      <text x={2} y={26} fontSize={20} fontWeight={700} fill="currentColor" aria-hidden="true">
        {truncate(heading, Math.floor(W / 10.5))}
      </text>
      {drawing.body}
    </svg>
  );
}

/**
 * A chart with its data table: the SVG and a "Show data" disclosure (a details element: works without script),
 * or for the table chart type the table alone, visible.
 */
export function Chart({ root, field, width }: ChartProps) {
  const series = chartSeries(root, field);
  const countHeading = 'Answers';
  if (root.chartType === 'table') {
    const heading = root.title.trim() || field?.label || 'Chart';
    return (
      <div className="fo-chart fo-chart--table" data-answered={series.answered}>
        <DataTable series={series} heading={countHeading} caption={heading} />
        <p className="fo-chart-note">{describeChart(root, field, series)}</p>
      </div>
    );
  }
  return (
    <div className="fo-chart">
      <ChartSvg root={root} field={field} {...(width ? { width } : {})} />
      <details className="fo-chart-data">
        <summary>Show data</summary>
        <DataTable series={series} heading={countHeading} />
      </details>
    </div>
  );
}
