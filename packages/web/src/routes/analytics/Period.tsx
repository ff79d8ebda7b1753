/** The analytics period: range and interval controls, and the query they make (owner's screen and shared link). */
import { SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import type { AnalyticsQuery } from '../../api/analytics.ts';

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export function queryOf(days: number, interval: AnalyticsQuery['interval'], everyone: boolean): AnalyticsQuery {
  const end = new Date();
  return { startDate: utcDay(new Date(end.getTime() - (days - 1) * 86_400_000)), endDate: utcDay(end), interval, everyone };
}

/** Hours only for a week at most. */
export const effectiveInterval = (interval: AnalyticsQuery['interval'], days: string) => (interval === 'hour' && Number(days) > 7 ? 'day' : interval);

export function PeriodControls({ days, onDays, interval, onInterval }: { days: string; onDays: (d: string) => void; interval: AnalyticsQuery['interval']; onInterval: (i: AnalyticsQuery['interval']) => void }) {
  const { t } = useTranslation('analytics');
  const ranges = [
    { value: '7', label: t('period.days7') },
    { value: '30', label: t('period.days30') },
    { value: '90', label: t('period.days90') },
    { value: '365', label: t('period.months12') },
  ];
  return (
    <>
      <Select data={ranges} value={days} onChange={(v) => v && onDays(v)} allowDeselect={false} aria-label={t('period.range')} w={170} data-testid="analytics-range" />
      <SegmentedControl
        value={effectiveInterval(interval, days)}
        onChange={(v) => onInterval(v as AnalyticsQuery['interval'])}
        data={[
          { value: 'hour', label: t('period.hour'), disabled: Number(days) > 7 },
          { value: 'day', label: t('period.day') },
          { value: 'week', label: t('period.week') },
          { value: 'month', label: t('period.month') },
        ]}
        aria-label={t('period.interval')}
        data-testid="analytics-interval"
      />
    </>
  );
}
