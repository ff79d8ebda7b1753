/** The canvas zoom switcher: Fit, 50 %, 75 %, 100 %, with the scale Fit gives and the keys in its tooltip. */
import { Group, Text, Tooltip } from '@mantine/core';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { ZOOMS, zoomLabel, type Zoom } from './zoom.ts';

export function ZoomControl({ zoom, scale, width, onChange }: { zoom: Zoom; scale: number; width: number; onChange: (zoom: Zoom) => void }) {
  return (
    <Group gap="xs" justify="center" wrap="nowrap" data-testid="canvas-toolbar">
      <Text size="xs" c="dimmed" data-testid="canvas-width" data-scale={scale}>
        {width}px{zoom === 'fit' ? ` · fit at ${Math.round(scale * 100)}%` : ''}
      </Text>
      <Tooltip label="Zoom: + and − step, Shift+0 is 100%, Shift+1 fits the page" withArrow>
        <div>
          <ChoiceGroup
            value={String(zoom)}
            onChange={(value) => onChange(ZOOMS.find((z) => String(z) === value) ?? 100)}
            data={ZOOMS.map((z) => ({ value: String(z), label: zoomLabel(z) }))}
            label="Zoom"
            testId="zoom-switcher"
          />
        </div>
      </Tooltip>
    </Group>
  );
}
