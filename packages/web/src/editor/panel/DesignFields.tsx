/**
 * Design settings of the structural kinds (spec §3 Design defaults): padding on every kind; alignment, width and
 * height on tiles, columns and blocks. Column width is 'equal' (an even share of the layout) or a CSS width.
 */
import { Stack } from '@mantine/core';
import type { AlignX, AlignY, BoxDesign, ColumnDesign, PaddingDesign } from '@folio/model';
import { SegmentedField, SwitchField, TextField, type Choice } from './fields.tsx';

export type AnyDesign = PaddingDesign | BoxDesign | ColumnDesign;
export type DesignKind = 'page' | 'tile' | 'layout' | 'column' | 'block';

const ALIGN_Y: Choice<AlignY>[] = [
  { value: 'flex-start', label: 'Top' },
  { value: 'center', label: 'Middle' },
  { value: 'flex-end', label: 'Bottom' },
  { value: 'stretch', label: 'Stretch' },
];
const ALIGN_X: Choice<AlignX>[] = [
  { value: 'flex-start', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'flex-end', label: 'Right' },
  { value: 'stretch', label: 'Stretch' },
];

/** A CSS length the panel accepts as typed; an empty box means "automatic" (the field is removed). */
const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

export function DesignFields({ kind, value, onChange }: { kind: DesignKind; value: AnyDesign; onChange: (design: AnyDesign) => void }) {
  const hasBox = kind === 'tile' || kind === 'block' || kind === 'column';
  const box = value as BoxDesign & Partial<ColumnDesign>;
  const set = (patch: Record<string, unknown>) => {
    const next: Record<string, unknown> = { ...value, ...patch };
    for (const key of Object.keys(patch)) if (next[key] === undefined) delete next[key];
    onChange(next as unknown as AnyDesign);
  };
  return (
    <Stack gap="xs" data-testid="panel-design">
      <TextField
        label="Padding"
        description="CSS padding, e.g. 8px or 0 20px"
        value={box.padding ?? ''}
        onChange={(padding) => set({ padding: kind === 'column' ? optional(padding) : padding })}
        testId="panel-design-padding"
      />
      {hasBox && (
        <>
          <SegmentedField
            label="Vertical alignment"
            data={ALIGN_Y}
            value={box.alignY ?? 'flex-start'}
            onChange={(alignY) => set({ alignY })}
            testId="panel-design-align-y"
          />
          <SegmentedField
            label="Horizontal alignment"
            data={ALIGN_X}
            value={box.alignX ?? 'stretch'}
            onChange={(alignX) => set({ alignX })}
            testId="panel-design-align-x"
          />
          {kind === 'column' ? (
            <>
              <SwitchField
                label="Equal width"
                description="Share the layout evenly with the other columns"
                value={box.width === 'equal'}
                onChange={(equal) => set({ width: equal ? 'equal' : '50%' })}
                testId="panel-design-width-equal"
              />
              {box.width !== 'equal' && (
                <TextField label="Width" value={box.width ?? ''} onChange={(width) => set({ width: width === '' ? 'equal' : width })} testId="panel-design-width" />
              )}
            </>
          ) : (
            <TextField
              label="Width"
              description="Empty = automatic"
              value={box.width ?? ''}
              onChange={(width) => set({ width: optional(width) })}
              testId="panel-design-width"
            />
          )}
          <TextField
            label="Height"
            description="Empty = automatic"
            value={box.height ?? ''}
            onChange={(height) => set({ height: optional(height) })}
            testId="panel-design-height"
          />
        </>
      )}
    </Stack>
  );
}
