/**
 * One condition of a rule (issue 31), read as a sentence: [field] [test] [value], with its remove button. The
 * tests offered are the field's kind's; the value input is the kind's too (text, number, date, time, the choice's
 * options). A field that was deleted or now comes after what the rule shows is named in a short warning.
 */
import { ActionIcon, Checkbox, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { LogicCondition, LogicOperator } from '@folio/model';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { conditionOn, operatorChoices, operatorLabel, valueKindOf, withOperator } from './operatorChoices.ts';
import type { RuleField } from './ruleFields.ts';

export interface ConditionRowProps {
  condition: LogicCondition;
  onChange: (condition: LogicCondition) => void;
  onRemove: () => void;
  /** the fields this rule may read */
  fields: readonly RuleField[];
  /** any field of the folio by id (a referenced field no longer among `fields`), or null when it is gone */
  lookup: (widgetId: string) => RuleField | null;
  /** "Condition 2.1": names the row's inputs for assistive technology */
  name: string;
  testId: string;
}

/** What is wrong with the condition's field or value, in a few words, or null. */
export function conditionProblem(condition: LogicCondition, fields: readonly RuleField[], lookup: (id: string) => RuleField | null): string | null {
  const field = lookup(condition.widgetId);
  if (!field) return translate('editorPanel:logic.problems.deleted');
  if (!fields.some((f) => f.widgetId === condition.widgetId)) return translate('editorPanel:logic.problems.notBefore');
  if (!operatorChoices(field.kind).some((c) => c.value === condition.op)) return translate('editorPanel:logic.problems.badTest');
  const keys = field.options.map((o) => o.value);
  const values = Array.isArray(condition.value) ? condition.value : condition.value === undefined ? [] : [String(condition.value)];
  const kind = valueKindOf(condition.op, field.kind);
  if ((kind === 'option' || kind === 'options') && values.some((v) => !keys.includes(v))) return translate('editorPanel:logic.problems.optionRemoved');
  if (kind === 'options' && values.length === 0) return translate('editorPanel:logic.problems.noOption');
  return null;
}

export function ConditionRow({ condition, onChange, onRemove, fields, lookup, name, testId }: ConditionRowProps) {
  const { t } = useTranslation('editorPanel');
  const warningId = useId();
  const field = lookup(condition.widgetId);
  const kind = field?.kind ?? 'text';
  const keys = field?.options.map((o) => o.value) ?? [];
  const problem = conditionProblem(condition, fields, lookup);
  // On the row: Mantine's inputs set their own aria-describedby.
  const described = problem ? { 'aria-describedby': warningId } : {};
  const listed = fields.some((f) => f.widgetId === condition.widgetId);
  const fieldData = [
    ...(listed ? [] : [{ value: condition.widgetId, label: field ? field.label : t('logic.deletedField') }]),
    ...fields.map((f) => ({ value: f.widgetId, label: f.label })),
  ];

  const chooseField = (widgetId: string) => {
    const next = fields.find((f) => f.widgetId === widgetId);
    if (!next) return;
    const sameKind = field && next.kind === field.kind && next.options.map((o) => o.value).join('\n') === keys.join('\n');
    onChange(sameKind ? { ...condition, widgetId } : conditionOn(widgetId, next.kind, next.options.map((o) => o.value)));
  };
  const setValue = (value: LogicCondition['value']) => {
    const { value: _old, ...rest } = condition;
    onChange(value === undefined ? rest : { ...rest, value });
  };

  const valueKind = valueKindOf(condition.op, kind);
  const valueLabel = t('logic.value', { name });
  const first = Array.isArray(condition.value) ? condition.value[0] : condition.value;
  const valueInput = (() => {
    switch (valueKind) {
      case 'none':
        return null;
      case 'number':
        return (
          <NumberInput
            size="xs"
            aria-label={valueLabel}
            value={typeof first === 'number' ? first : ''}
            // A string is a number being typed ("-", "1."): kept by the input until it reads as one.
            onChange={(v) => (v === '' ? setValue(undefined) : typeof v === 'number' ? setValue(v) : undefined)}
            data-testid={`${testId}-value`}
          />
        );
      case 'option':
        return (
          <NativeSelect
            size="xs"
            aria-label={valueLabel}
            data={[...(first !== undefined && !keys.includes(String(first)) ? [{ value: String(first), label: t('logic.removedOption') }] : []), ...(field?.options ?? [])]}
            value={first === undefined ? '' : String(first)}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-testid={`${testId}-value`}
          />
        );
      case 'options': {
        const chosen = Array.isArray(condition.value) ? condition.value : [];
        return (
          <div role="group" aria-label={t('logic.options', { name })} data-testid={`${testId}-value`}>
            <Stack gap={4}>
              {(field?.options ?? []).map((o) => (
                <Checkbox
                  key={o.value}
                  size="xs"
                  label={o.label}
                  checked={chosen.includes(o.value)}
                  onChange={(e) => setValue(e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
                />
              ))}
            </Stack>
          </div>
        );
      }
      default:
        return (
          <TextInput
            size="xs"
            type={valueKind === 'date' ? 'date' : valueKind === 'time' ? 'time' : 'text'}
            aria-label={valueLabel}
            value={first === undefined ? '' : String(first)}
            onChange={(e) => setValue(valueKind === 'text' ? e.currentTarget.value : e.currentTarget.value || undefined)}
            data-testid={`${testId}-value`}
          />
        );
    }
  })();

  return (
    <Paper withBorder p={6} role="group" aria-label={name} data-testid={testId} {...described}>
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <NativeSelect
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            aria-label={t('logic.field', { name })}
            data={fieldData}
            value={condition.widgetId}
            onChange={(e) => chooseField(e.currentTarget.value)}
            data-testid={`${testId}-field`}
          />
          <ActionIcon size={30} variant="subtle" color="red" aria-label={t('logic.remove', { name: name.toLowerCase() })} onClick={onRemove} data-testid={`${testId}-remove`}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
        <NativeSelect
          size="xs"
          aria-label={t('logic.test', { name })}
          data={[...(operatorChoices(kind).some((c) => c.value === condition.op) ? [] : [{ value: condition.op, label: operatorLabel(condition.op, kind) }]), ...operatorChoices(kind)]}
          value={condition.op}
          onChange={(e) => onChange(withOperator(condition, e.currentTarget.value as LogicOperator, kind, keys))}
          data-testid={`${testId}-op`}
        />
        {valueInput}
        {problem && (
          <Text id={warningId} size="xs" c="red.9" data-testid={`${testId}-warning`}>
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
