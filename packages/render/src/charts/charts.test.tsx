// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VISUALIZATION_ROOT, type FieldAggregate, type VisualizationRoot } from '@folio/model';
import { Chart, ChartSvg } from './Chart.tsx';
import { chartSeries, fillDays, niceScale } from './series.ts';

const choice: FieldAggregate = {
  widgetId: 'w1',
  kind: 'multiple-choice-widget',
  label: 'Favourite colour',
  options: [
    { value: 'r', label: 'Red' },
    { value: 'g', label: 'Green' },
    { value: 'b', label: 'Blue' },
  ],
  answered: 9,
  counts: { r: 3, g: 5, gone: 1 },
  numeric: null,
  perDay: [
    { day: '2026-11-01', count: 4 },
    { day: '2026-11-03', count: 5 },
  ],
};

const numeric: FieldAggregate = {
  widgetId: 'n1',
  kind: 'numeric-widget',
  label: 'Rating',
  options: [],
  answered: 6,
  counts: {},
  numeric: {
    count: 6,
    min: 1,
    max: 5,
    average: 3.5,
    buckets: [1, 2, 3, 4, 5].map((v) => ({ from: v, to: v + 1, count: v === 3 ? 2 : v === 5 ? 3 : v === 1 ? 1 : 0 })),
  },
  perDay: [{ day: '2026-11-02', count: 6 }],
};

const root = (patch: Partial<VisualizationRoot> = {}): VisualizationRoot => ({ ...DEFAULT_VISUALIZATION_ROOT, widgetId: 'w1', ...patch });

function dom(element: React.ReactElement): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = renderToStaticMarkup(element);
  return div;
}

/** label → value of the marks drawn (bars, slices, points). */
const drawn = (el: HTMLElement, selector = '.fo-chart-bar') =>
  Object.fromEntries([...el.querySelectorAll(selector)].map((g) => [g.getAttribute('data-label'), Number(g.getAttribute('data-value'))]));

const tableOf = (el: HTMLElement) =>
  Object.fromEntries([...el.querySelectorAll('tbody tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));

describe('chart series', () => {
  it('counts every option in order at its count, 0 for unchosen ones, then keys no longer offered', () => {
    expect(chartSeries(root(), choice).points).toEqual([
      { label: 'Red', value: 3 },
      { label: 'Green', value: 5 },
      { label: 'Blue', value: 0 },
      { label: 'gone', value: 1 },
    ]);
  });

  it('fills the days between answers with 0 for a line', () => {
    expect(chartSeries(root({ chartType: 'line' }), choice).points).toEqual([
      { label: '2026-11-01', value: 4 },
      { label: '2026-11-02', value: 0 },
      { label: '2026-11-03', value: 5 },
    ]);
    expect(fillDays([])).toEqual([]);
  });

  it('labels whole-number buckets by their number, others as ranges', () => {
    expect(chartSeries(root({ chartType: 'histogram' }), numeric).points.map((p) => p.label)).toEqual(['1', '2', '3', '4', '5']);
    const wide = { ...numeric, numeric: { ...numeric.numeric!, buckets: [{ from: 0, to: 2.5, count: 1 }, { from: 2.5, to: 5, count: 2 }] } };
    expect(chartSeries(root({ chartType: 'histogram' }), wide).points.map((p) => p.label)).toEqual(['0–2.5', '2.5–5']);
  });

  it('rounds the value axis up to whole steps', () => {
    expect(niceScale(0)).toEqual({ top: 1, step: 1 });
    expect(niceScale(3)).toEqual({ top: 3, step: 1 });
    expect(niceScale(37)).toEqual({ top: 40, step: 10 });
  });
});

describe('charts drawn as SVG', () => {
  it('draws a bar per option with the counts given, a title and a description that lists them', () => {
    const el = dom(<Chart root={root({ title: 'Colours' })} field={choice} />);
    const svg = el.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(drawn(el)).toEqual({ Red: 3, Green: 5, Blue: 0, gone: 1 });
    const [titleId, descId] = svg.getAttribute('aria-labelledby')!.split(' ');
    expect(el.querySelector(`[id="${titleId}"]`)!.textContent).toBe('Colours');
    expect(el.querySelector(`[id="${descId}"]`)!.textContent).toBe('Bar chart of “Favourite colour”, 9 answers: Red: 3, Green: 5, Blue: 0, gone: 1.');
    // bar lengths follow the counts: Green (5) is the longest, Blue (0) has none
    const widths = [...el.querySelectorAll('.fo-chart-bar rect')].map((r) => Number(r.getAttribute('width')));
    expect(widths[1]).toBeGreaterThan(widths[0]!);
    expect(widths[2]).toBe(0);
    expect(widths[0]! / widths[1]!).toBeCloseTo(3 / 5);
  });

  it('carries the same numbers in its data table, inside a details disclosure that needs no script', () => {
    const el = dom(<Chart root={root()} field={choice} />);
    expect(el.querySelector('details > summary')!.textContent).toBe('Show data');
    expect(tableOf(el)).toEqual({ Red: '3', Green: '5', Blue: '0', gone: '1' });
  });

  it('draws pie slices whose angles are the shares, with a legend of counts and percentages', () => {
    const el = dom(<ChartSvg root={root({ chartType: 'pie', colors: ['#112233', '#445566'] })} field={choice} />);
    expect(drawn(el, '.fo-chart-slice')).toEqual({ Red: 3, Green: 5, Blue: 0, gone: 1 });
    expect(el.querySelectorAll('.fo-chart-slice path')).toHaveLength(3);
    expect(el.querySelector('.fo-chart-legend')!.textContent).toContain('Green — 5 (56%)');
    expect([...el.querySelectorAll('.fo-chart-slice path')].map((p) => p.getAttribute('fill'))).toEqual(['#112233', '#445566', '#445566']);
  });

  it('puts the pie legend below the pie when drawn narrow, at the width asked for', () => {
    const el = dom(<ChartSvg root={root({ chartType: 'pie' })} field={choice} width={320} />);
    const svg = el.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('320');
    const legend = [...el.querySelectorAll('.fo-chart-legend rect')].map((r) => Number(r.getAttribute('y')));
    const pieBottom = Number(svg.getAttribute('height'));
    expect(legend[0]).toBeGreaterThan(200);
    expect(legend[3]).toBeLessThan(pieBottom);
  });

  it('draws a histogram of a number with its average marked', () => {
    const el = dom(<ChartSvg root={root({ chartType: 'histogram', widgetId: 'n1' })} field={numeric} />);
    expect(drawn(el)).toEqual({ 1: 1, 2: 0, 3: 2, 4: 0, 5: 3 });
    expect(el.querySelector('.fo-chart-average')!.getAttribute('data-value')).toBe('3.5');
    expect(el.querySelector('.fo-chart-average')!.textContent).toBe('Average 3.5');
    expect(el.querySelector('desc')!.textContent).toContain('Average 3.5.');
  });

  it('draws answers per day as a line', () => {
    const el = dom(<ChartSvg root={root({ chartType: 'line' })} field={choice} />);
    expect(drawn(el, '.fo-chart-point')).toEqual({ '2026-11-01': 4, '2026-11-02': 0, '2026-11-03': 5 });
    expect(el.querySelector('.fo-chart-line path')!.getAttribute('d')).toMatch(/^M[\d. ]+ L[\d. ]+ L[\d. ]+$/);
  });

  it('shows the options at 0 and says "No answers yet" before anyone answered', () => {
    const none = { ...choice, answered: 0, counts: {}, perDay: [] };
    const el = dom(<Chart root={root()} field={none} />);
    expect(drawn(el)).toEqual({ Red: 0, Green: 0, Blue: 0 });
    expect(el.querySelector('.fo-chart-empty')!.textContent).toBe('No answers yet');
    expect(el.querySelector('desc')!.textContent).toBe('Bar chart of “Favourite colour”: no answers yet.');
  });

  it('draws the table type as a visible table with a caption', () => {
    const el = dom(<Chart root={root({ chartType: 'table', title: 'Colours' })} field={choice} />);
    expect(el.querySelector('svg')).toBeNull();
    expect(el.querySelector('caption')!.textContent).toBe('Colours');
    expect(tableOf(el)).toEqual({ Red: '3', Green: '5', Blue: '0', gone: '1' });
  });

  it('escapes user text and ignores colours that are not #rrggbb', () => {
    const evil = { ...choice, label: '<script>alert(1)</script>', options: [{ value: 'x', label: '"><img src=x onerror=alert(1)>' }], counts: { x: 1 } };
    const html = renderToStaticMarkup(
      <ChartSvg root={root({ title: '</title><script>alert(2)</script>', colors: ['red;background:url(x)', 'url(#x)'] })} field={evil} standalone />,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).not.toContain('url(');
    expect(html.startsWith('<svg')).toBe(true);
    expect(html).toContain('xmlns="http://www.w3.org/2000/svg"');
  });
});
