/** The analytics period: range and interval controls, and the query they make (owner's screen and shared link). */
import { SegmentedControl, Select } from '@mantine/core';
import type { AnalyticsQuery } from '../../api/analytics.ts';

const RANGES = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 12 months' },
];

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export function queryOf(days: number, interval: AnalyticsQuery['interval'], everyone: boolean): AnalyticsQuery {
  const end = new Date();
  return { startDate: utcDay(new Date(end.getTime() - (days - 1) * 86_400_000)), endDate: utcDay(end), interval, everyone };
}

/** Hours only for a week at most. */
export const effectiveInterval = (interval: AnalyticsQuery['interval'], days: string) => (interval === 'hour' && Number(days) > 7 ? 'day' : interval);

export function PeriodControls({ days, onDays, interval, onInterval }: { days: string; onDays: (d: string) => void; interval: AnalyticsQuery['interval']; onInterval: (i: AnalyticsQuery['interval']) => void }) {
  return (
    <>
      <Select data={RANGES} value={days} onChange={(v) => v && onDays(v)} allowDeselect={false} aria-label="Date range" w={170} data-testid="analytics-range" />
      <SegmentedControl
        value={effectiveInterval(interval, days)}
        onChange={(v) => onInterval(v as AnalyticsQuery['interval'])}
        data={[
          { value: 'hour', label: 'Hour', disabled: Number(days) > 7 },
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
          { value: 'month', label: 'Month' },
        ]}
        aria-label="Interval"
        data-testid="analytics-interval"
      />
    </>
  );
}
