/**
 * Visitors and page views over time as an SVG line chart: this period solid, the one before dashed, a point's
 * figures in its tooltip, and the same numbers as a table for screen readers. The drawing is as wide as its box in
 * pixels (measured), so the axis labels are 12 px at every width rather than shrunk with the picture.
 */
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { niceScale } from '@folio/render';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AnalyticsPoint } from '../../api/analytics.ts';
import { formatNumber } from '../../i18n/format.ts';

const H = 240;
const FONT = 12;
const PAD = { left: 48, right: 12, top: 12, bottom: 28 };
/** The legend's colour swatch (not text: hidden from screen readers). */
const DOT = '●';
const COLOURS = { views: 'var(--mantine-color-violet-6)', visitors: 'var(--mantine-color-teal-6)' };

/** The box's width in CSS pixels, followed as it changes. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(Math.max(200, Math.round(el.getBoundingClientRect().width)));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function path(W: number, points: number[], max: number): string {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = points.length > 1 ? plotW / (points.length - 1) : 0;
  return points.map((v, i) => `${i ? 'L' : 'M'}${(PAD.left + i * step).toFixed(1)},${(PAD.top + plotH - (max ? (v / max) * plotH : 0)).toFixed(1)}`).join(' ');
}

export function TrafficChart({ current, previous, interval }: { current: AnalyticsPoint[]; previous: AnalyticsPoint[]; interval: 'hour' | 'day' | 'week' | 'month' }) {
  const { t } = useTranslation('analytics');
  const { ref, width: W } = useWidth(720);
  const caption = t('chart.caption', { interval });
  const values = [...current, ...previous].flatMap((p) => [p.views, p.visitors]);
  const { top, step } = niceScale(Math.max(1, ...values));
  const plotH = H - PAD.top - PAD.bottom;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  // As many date labels as fit (about 80 px each).
  const labelEvery = Math.max(1, Math.ceil(current.length / Math.max(2, Math.floor((W - PAD.left) / 80))));
  const xOf = (i: number) => PAD.left + (current.length > 1 ? (i * (W - PAD.left - PAD.right)) / (current.length - 1) : 0);
  const label = (d: string) => (interval === 'month' ? d.slice(0, 7) : interval === 'hour' ? `${d.slice(5, 10)} ${d.slice(11)}h` : d.slice(5));
  return (
    <Box data-testid="traffic-chart" ref={ref} style={{ overflow: 'hidden' }}>
      <Group gap="md" mb={4}>
        <Text size="xs" fw={600}>
          <span style={{ color: COLOURS.views }} aria-hidden>
            {DOT}
          </span>{' '}
          {t('figures.views')}
        </Text>
        <Text size="xs" fw={600}>
          <span style={{ color: COLOURS.visitors }} aria-hidden>
            {DOT}
          </span>{' '}
          {t('figures.visitors')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('chart.before')}
        </Text>
      </Group>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={caption} style={{ display: 'block', direction: 'ltr' }}>
        {ticks.map((tick) => {
          const y = PAD.top + plotH - (tick / top) * plotH;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="var(--mantine-color-gray-3)" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize={FONT} fill="var(--mantine-color-dimmed)">
                {formatNumber(tick)}
              </text>
            </g>
          );
        })}
        {current.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.date} x={xOf(i)} y={H - 8} textAnchor="middle" fontSize={FONT} fill="var(--mantine-color-dimmed)">
              {label(p.date)}
            </text>
          ) : null,
        )}
        {previous.length === current.length && (
          <>
            <path d={path(W, previous.map((p) => p.views), top)} fill="none" stroke={COLOURS.views} strokeWidth={1.5} strokeDasharray="5 4" opacity={0.5} />
            <path d={path(W, previous.map((p) => p.visitors), top)} fill="none" stroke={COLOURS.visitors} strokeWidth={1.5} strokeDasharray="5 4" opacity={0.5} />
          </>
        )}
        <path d={path(W, current.map((p) => p.views), top)} fill="none" stroke={COLOURS.views} strokeWidth={2.5} />
        <path d={path(W, current.map((p) => p.visitors), top)} fill="none" stroke={COLOURS.visitors} strokeWidth={2.5} />
        {current.map((p, i) => (
          <circle key={p.date} cx={xOf(i)} cy={PAD.top + plotH - (p.views / top) * plotH} r={current.length > 40 ? 0 : 3} fill={COLOURS.views}>
            <title>{t('chart.point', { date: p.date, views: formatNumber(p.views), visitors: formatNumber(p.visitors) })}</title>
          </circle>
        ))}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th>{t('chart.date')}</th>
              <th>{t('figures.views')}</th>
              <th>{t('figures.visitors')}</th>
            </tr>
          </thead>
          <tbody>
            {current.map((p) => (
              <tr key={p.date}>
                <td>{p.date}</td>
                <td>{formatNumber(p.views)}</td>
                <td>{formatNumber(p.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
