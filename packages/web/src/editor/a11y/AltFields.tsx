/**
 * Alt text for an image (issue 27): a text field with a short hint and, where the model allows it, a
 * "Decorative image" switch. Turning the switch on clears the alt text and hides the field (a decorative image is
 * published with alt="" and never flagged). Both save through the caller's normal store edit, so undo works.
 *
 * The wrapper carries `data-a11y-field` so the Accessibility panel can focus the field that fixes a problem.
 */
import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { SwitchField, TextField } from '../panel/fields.tsx';

export interface AltValue {
  alt?: string;
  decorative?: boolean;
}

export function AltFields({
  value,
  onChange,
  testId,
  allowDecorative = true,
  label,
  hint,
  field = 'alt',
}: {
  value: AltValue;
  onChange: (value: AltValue) => void;
  /** prefix of the test ids: `<testId>-alt`, `<testId>-decorative` */
  testId: string;
  allowDecorative?: boolean;
  label?: string;
  hint?: string;
  /** the alt text's path in the node, as the model's problems name it ('alt', 'meta.items.2.alt') */
  field?: string;
}) {
  const { t } = useTranslation('editor');
  const decorative = allowDecorative && value.decorative === true;
  return (
    <Stack gap={4} data-a11y-field={field}>
      {!decorative && (
        <TextField label={label ?? t('a11y.altLabel')} description={hint ?? t('a11y.altHint')} value={value.alt ?? ''} onChange={(alt) => onChange({ alt })} testId={`${testId}-alt`} />
      )}
      {allowDecorative && (
        <SwitchField
          label={t('a11y.decorative')}
          description={decorative ? t('a11y.decorativeOn') : t('a11y.decorativeOff')}
          value={decorative}
          onChange={(on) => onChange(on ? { decorative: true, alt: '' } : { decorative: false })}
          testId={`${testId}-decorative`}
        />
      )}
    </Stack>
  );
}
