/** The canvas zoom switcher: Fit, 50 %, 75 %, 100 %, with the scale Fit gives and the keys in its tooltip. */
import { Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { formatPercent } from '../../i18n/format.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { ZOOMS, zoomLabel, type Zoom } from './zoom.ts';

export function ZoomControl({ zoom, scale, width, onChange }: { zoom: Zoom; scale: number; width: number; onChange: (zoom: Zoom) => void }) {
  const { t } = useTranslation('editor');
  return (
    <Group gap="xs" justify="center" wrap="nowrap" data-testid="canvas-toolbar">
      <Text size="xs" c="dimmed" data-testid="canvas-width" data-scale={scale}>
        {zoom === 'fit' ? t('zoom.widthFit', { width, percent: formatPercent(Math.round(scale * 100) / 100, 0) }) : t('zoom.width', { width })}
      </Text>
      <Tooltip label={t('zoom.tip')} withArrow>
        <div>
          <ChoiceGroup
            value={String(zoom)}
            onChange={(value) => onChange(ZOOMS.find((z) => String(z) === value) ?? 100)}
            data={ZOOMS.map((z) => ({ value: String(z), label: zoomLabel(z) }))}
            label={t('zoom.label')}
            testId="zoom-switcher"
          />
        </div>
      </Tooltip>
    </Group>
  );
}
