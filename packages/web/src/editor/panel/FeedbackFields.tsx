/**
 * Answer checking (spec §3 Default answer-checking settings) on text, numeric and multiple-choice widgets: on/off,
 * show the correct answer, the check button (icon, text, useText), the feedback texts and the correct answer.
 */
import { MultiSelect, Select, Stack } from '@mantine/core';
import type { ChoiceOption, FeedbackSettings } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { NumberField, SelectField, SwitchField, TextField, htmlToPlain, plainToHtml } from './fields.tsx';

export type AnswerShape = { kind: 'text' } | { kind: 'numeric' } | { kind: 'choice'; options: ChoiceOption[]; multiple: boolean };

const ICON_SETS = ['faces', 'thumbs', 'marks'] as const;

export function FeedbackFields({ value, onChange, answer }: { value: FeedbackSettings; onChange: (next: FeedbackSettings) => void; answer: AnswerShape }) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<FeedbackSettings>) => onChange({ ...value, ...patch });
  const iconSets = ICON_SETS.map((set) => ({ value: set, label: t(`feedback.iconSets.${set}`) }));
  return (
    <Stack gap="xs" data-testid="panel-feedback">
      <SwitchField label={t('feedback.enabled')} value={value.enabled} onChange={(enabled) => set({ enabled })} testId="panel-feedback-enabled" />
      {value.enabled && (
        <>
          <CorrectAnswer value={value.correctAnswer} answer={answer} onChange={(correctAnswer) => set({ correctAnswer })} />
          <SwitchField label={t('feedback.showCorrect')} value={value.showCorrect} onChange={(showCorrect) => set({ showCorrect })} testId="panel-feedback-show-correct" />
          <SwitchField
            label={t('feedback.buttonUseText')}
            value={value.checkButton.useText}
            onChange={(useText) => set({ checkButton: { ...value.checkButton, useText } })}
            testId="panel-feedback-button-use-text"
          />
          <TextField
            label={t('feedback.buttonText')}
            value={value.checkButton.text}
            onChange={(text) => set({ checkButton: { ...value.checkButton, text } })}
            testId="panel-feedback-button-text"
          />
          <SelectField
            label={t('feedback.buttonIcon')}
            data={[
              { value: 'check', label: t('feedback.icons.check') },
              { value: 'question', label: t('feedback.icons.question') },
              { value: 'send', label: t('feedback.icons.send') },
            ]}
            value={['check', 'question', 'send'].includes(value.checkButton.icon) ? value.checkButton.icon : 'check'}
            onChange={(icon) => set({ checkButton: { ...value.checkButton, icon } })}
            testId="panel-feedback-button-icon"
          />
          <SelectField
            label={t('feedback.iconSet')}
            data={iconSets}
            value={iconSets.some((s) => s.value === value.format.iconSet) ? value.format.iconSet : 'faces'}
            onChange={(iconSet) => set({ format: { ...value.format, iconSet } })}
            testId="panel-feedback-icon-set"
          />
          <TextField
            label={t('feedback.correctText')}
            value={htmlToPlain(value.format.correctText)}
            onChange={(text) => set({ format: { ...value.format, correctText: plainToHtml(text) } })}
            testId="panel-feedback-correct-text"
          />
          <TextField
            label={t('feedback.incorrectText')}
            value={htmlToPlain(value.format.incorrectText)}
            onChange={(text) => set({ format: { ...value.format, incorrectText: plainToHtml(text) } })}
            testId="panel-feedback-incorrect-text"
          />
        </>
      )}
    </Stack>
  );
}

function CorrectAnswer({ value, answer, onChange }: { value: unknown; answer: AnswerShape; onChange: (v: unknown) => void }) {
  const { t } = useTranslation('editorPanel');
  if (answer.kind === 'text') {
    return <TextField label={t('feedback.correctAnswer')} value={typeof value === 'string' ? value : ''} onChange={onChange} testId="panel-feedback-correct-answer" />;
  }
  if (answer.kind === 'numeric') {
    return <NumberField label={t('feedback.correctAnswer')} value={typeof value === 'number' ? value : 0} onChange={onChange} testId="panel-feedback-correct-answer" />;
  }
  const data = answer.options.map((o) => ({ value: o.value, label: o.option.type === 'text' ? o.option.text : o.option.url }));
  const selected = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];
  return answer.multiple ? (
    <MultiSelect label={t('feedback.correctAnswers')} size="xs" data={data} value={selected} onChange={onChange} data-testid="panel-feedback-correct-answer" comboboxProps={{ withinPortal: true }} />
  ) : (
    <Select
      label={t('feedback.correctAnswer')}
      size="xs"
      data={data}
      value={selected[0] ?? null}
      onChange={(v) => onChange(v === null ? [] : [v])}
      data-testid="panel-feedback-correct-answer"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
