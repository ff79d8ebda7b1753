/** A "top N" list with a bar behind each row, as analytics dashboards show pages, referrers and devices. */
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { formatNumber } from '../../i18n/format.ts';

export function TopList({
  title,
  rows,
  empty,
  testId,
  measure,
  description,
  show,
}: {
  title: string;
  rows: Array<{ value: string; views: number; visitors: number }>;
  empty: string;
  testId: string;
  /** what the number counts */
  measure?: string;
  description?: string;
  show?: (value: string) => string;
}) {
  const { t } = useTranslation('analytics');
  const shown = show ?? ((v: string) => v || t('report.noValue'));
  const max = Math.max(1, ...rows.map((r) => r.views));
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Group justify="space-between" mb={description ? 0 : 'xs'}>
        <Text fw={700} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {measure ?? t('figures.views')}
        </Text>
      </Group>
      {description && (
        <Text size="xs" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={4}>
          {rows.map((r) => (
            <Box key={r.value} pos="relative" px={6} py={3} style={{ borderRadius: 4, overflow: 'hidden' }}>
              <Box pos="absolute" top={0} bottom={0} style={{ insetInlineStart: 0 }} w={`${(r.views / max) * 100}%`} bg="violet.0" aria-hidden />
              <Group justify="space-between" pos="relative" wrap="nowrap" gap="xs">
                <Text size="sm" truncate title={shown(r.value)}>
                  {shown(r.value)}
                </Text>
                <Text size="sm" fw={600} data-testid="top-count">
                  {formatNumber(r.views)}
                </Text>
              </Group>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
