/**
 * One of a few choices as a row of toggle buttons (the preview width, the zoom). Mantine's SegmentedControl would do
 * it, but its sliding indicator measures itself with getBoundingClientRect on mount and on every resize, which on
 * the editor's screen forces a layout of the whole canvas (a thousand blocks) while the folio opens.
 */
import { Box, Button } from '@mantine/core';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceGroup({ value, onChange, data, label, testId, ms }: { value: string; onChange: (value: string) => void; data: readonly Choice[]; label: string; testId: string; ms?: string }) {
  return (
    <Box role="group" aria-label={label} data-testid={testId} ms={ms} style={{ display: 'inline-flex' }}>
      <Button.Group>
      {data.map((choice) => (
        <Button
          key={choice.value}
          size="compact-xs"
          variant={choice.value === value ? 'filled' : 'default'}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
          data-active={choice.value === value || undefined}
          styles={{ root: { fontWeight: 600 } }}
        >
          {choice.label}
        </Button>
      ))}
      </Button.Group>
    </Box>
  );
}
