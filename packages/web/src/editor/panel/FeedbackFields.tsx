/**
 * Answer checking (spec §3 Default answer-checking settings) on text, numeric and multiple-choice widgets: on/off,
 * show the correct answer, the check button (icon, text, useText), the feedback texts and the correct answer.
 */
import { MultiSelect, Select, Stack } from '@mantine/core';
import type { ChoiceOption, FeedbackSettings } from '@folio/model';
import { NumberField, SelectField, SwitchField, TextField, htmlToPlain, plainToHtml } from './fields.tsx';

export type AnswerShape = { kind: 'text' } | { kind: 'numeric' } | { kind: 'choice'; options: ChoiceOption[]; multiple: boolean };

const ICON_SETS = [
  { value: 'faces', label: 'Faces' },
  { value: 'thumbs', label: 'Thumbs' },
  { value: 'marks', label: 'Ticks and crosses' },
];

export function FeedbackFields({ value, onChange, answer }: { value: FeedbackSettings; onChange: (next: FeedbackSettings) => void; answer: AnswerShape }) {
  const set = (patch: Partial<FeedbackSettings>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="xs" data-testid="panel-feedback">
      <SwitchField label="Check answers" value={value.enabled} onChange={(enabled) => set({ enabled })} testId="panel-feedback-enabled" />
      {value.enabled && (
        <>
          <CorrectAnswer value={value.correctAnswer} answer={answer} onChange={(correctAnswer) => set({ correctAnswer })} />
          <SwitchField label="Show the correct answer" value={value.showCorrect} onChange={(showCorrect) => set({ showCorrect })} testId="panel-feedback-show-correct" />
          <SwitchField
            label="Check button shows text"
            value={value.checkButton.useText}
            onChange={(useText) => set({ checkButton: { ...value.checkButton, useText } })}
            testId="panel-feedback-button-use-text"
          />
          <TextField
            label="Check button text"
            value={value.checkButton.text}
            onChange={(text) => set({ checkButton: { ...value.checkButton, text } })}
            testId="panel-feedback-button-text"
          />
          <SelectField
            label="Check button icon"
            data={[
              { value: 'check', label: 'Check' },
              { value: 'question', label: 'Question mark' },
              { value: 'send', label: 'Send' },
            ]}
            value={['check', 'question', 'send'].includes(value.checkButton.icon) ? value.checkButton.icon : 'check'}
            onChange={(icon) => set({ checkButton: { ...value.checkButton, icon } })}
            testId="panel-feedback-button-icon"
          />
          <SelectField
            label="Feedback icons"
            data={ICON_SETS}
            value={ICON_SETS.some((s) => s.value === value.format.iconSet) ? value.format.iconSet : 'faces'}
            onChange={(iconSet) => set({ format: { ...value.format, iconSet } })}
            testId="panel-feedback-icon-set"
          />
          <TextField
            label="When correct"
            value={htmlToPlain(value.format.correctText)}
            onChange={(text) => set({ format: { ...value.format, correctText: plainToHtml(text) } })}
            testId="panel-feedback-correct-text"
          />
          <TextField
            label="When incorrect"
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
  if (answer.kind === 'text') {
    return <TextField label="Correct answer" value={typeof value === 'string' ? value : ''} onChange={onChange} testId="panel-feedback-correct-answer" />;
  }
  if (answer.kind === 'numeric') {
    return <NumberField label="Correct answer" value={typeof value === 'number' ? value : 0} onChange={onChange} testId="panel-feedback-correct-answer" />;
  }
  const data = answer.options.map((o) => ({ value: o.value, label: o.option.type === 'text' ? o.option.text : o.option.url }));
  const selected = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];
  return answer.multiple ? (
    <MultiSelect label="Correct answers" size="xs" data={data} value={selected} onChange={onChange} data-testid="panel-feedback-correct-answer" comboboxProps={{ withinPortal: true }} />
  ) : (
    <Select
      label="Correct answer"
      size="xs"
      data={data}
      value={selected[0] ?? null}
      onChange={(v) => onChange(v === null ? [] : [v])}
      data-testid="panel-feedback-correct-answer"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
