/**
 * Design settings of the structural kinds (spec §3 Design defaults): padding on every kind; alignment, width and
 * height on tiles, columns and blocks. Column width is 'equal' (an even share of the layout) or a CSS width.
 */
import { Stack } from '@mantine/core';
import type { AlignX, AlignY, BoxDesign, ColumnDesign, PaddingDesign } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { SegmentedField, SwitchField, TextField, type Choice } from './fields.tsx';

export type AnyDesign = PaddingDesign | BoxDesign | ColumnDesign;
export type DesignKind = 'page' | 'tile' | 'layout' | 'column' | 'block';

/** The alignments, each with its name's message key (editorPanel:design.…). */
const ALIGN_Y: [AlignY, string][] = [
  ['flex-start', 'top'],
  ['center', 'middle'],
  ['flex-end', 'bottom'],
  ['stretch', 'stretch'],
];
const ALIGN_X: [AlignX, string][] = [
  ['flex-start', 'left'],
  ['center', 'centre'],
  ['flex-end', 'right'],
  ['stretch', 'stretch'],
];

/** A CSS length the panel accepts as typed; an empty box means "automatic" (the field is removed). */
const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

export function DesignFields({ kind, value, onChange }: { kind: DesignKind; value: AnyDesign; onChange: (design: AnyDesign) => void }) {
  const { t } = useTranslation('editorPanel');
  const alignY: Choice<AlignY>[] = ALIGN_Y.map(([value, key]) => ({ value, label: t(`design.aligns.${key}`) }));
  const alignX: Choice<AlignX>[] = ALIGN_X.map(([value, key]) => ({ value, label: t(`design.aligns.${key}`) }));
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
        label={t('design.padding')}
        description={t('design.paddingHint')}
        value={box.padding ?? ''}
        onChange={(padding) => set({ padding: kind === 'column' ? optional(padding) : padding })}
        testId="panel-design-padding"
      />
      {hasBox && (
        <>
          <SegmentedField
            label={t('design.alignY')}
            data={alignY}
            value={box.alignY ?? 'flex-start'}
            onChange={(alignY) => set({ alignY })}
            testId="panel-design-align-y"
          />
          <SegmentedField
            label={t('design.alignX')}
            data={alignX}
            value={box.alignX ?? 'stretch'}
            onChange={(alignX) => set({ alignX })}
            testId="panel-design-align-x"
          />
          {kind === 'column' ? (
            <>
              <SwitchField
                label={t('design.equalWidth')}
                description={t('design.equalWidthHint')}
                value={box.width === 'equal'}
                onChange={(equal) => set({ width: equal ? 'equal' : '50%' })}
                testId="panel-design-width-equal"
              />
              {box.width !== 'equal' && (
                <TextField label={t('design.width')} value={box.width ?? ''} onChange={(width) => set({ width: width === '' ? 'equal' : width })} testId="panel-design-width" />
              )}
            </>
          ) : (
            <TextField
              label={t('design.width')}
              description={t('design.automatic')}
              value={box.width ?? ''}
              onChange={(width) => set({ width: optional(width) })}
              testId="panel-design-width"
            />
          )}
          <TextField
            label={t('design.height')}
            description={t('design.automatic')}
            value={box.height ?? ''}
            onChange={(height) => set({ height: optional(height) })}
            testId="panel-design-height"
          />
        </>
      )}
    </Stack>
  );
}
