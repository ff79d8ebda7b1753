/**
 * A rule group in the inspector (issue 31): "all of these" or "any of these", its conditions (ConditionRow) and
 * nested groups (up to the model's LOGIC_MAX_DEPTH), with Add condition and Add group. Pure: it takes the group
 * and answers a new one through `onChange`; the caller sends it as one store update.
 */
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { LOGIC_MAX_DEPTH, LOGIC_MAX_RULES, ruleSize, type LogicCondition, type LogicGroup } from '@folio/model';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ConditionRow } from './ConditionRow.tsx';
import { conditionOn } from './operatorChoices.ts';
import type { RuleField } from './ruleFields.ts';

export interface RuleBuilderProps {
  group: LogicGroup;
  onChange: (group: LogicGroup) => void;
  fields: readonly RuleField[];
  lookup: (widgetId: string) => RuleField | null;
  /** names the group for assistive technology ("Show when", "Jump 1 when") */
  name: string;
  testId: string;
}

/** A new condition on the first field the rule may read. */
export function firstCondition(fields: readonly RuleField[]): LogicCondition | null {
  const field = fields[0];
  return field ? conditionOn(field.widgetId, field.kind, field.options.map((o) => o.value)) : null;
}

/** A new group holding one condition on the first field (null when there is none). */
export function newGroup(fields: readonly RuleField[], match: LogicGroup['match'] = 'all'): LogicGroup | null {
  const condition = firstCondition(fields);
  return condition ? { type: 'group', match, rules: [condition] } : null;
}

export function RuleBuilder(props: RuleBuilderProps) {
  const full = ruleSize(props.group).rules >= LOGIC_MAX_RULES;
  return <GroupEditor {...props} depth={1} path="" full={full} />;
}

interface GroupEditorProps extends RuleBuilderProps {
  depth: number;
  /** "" for the top group, "2." for the second item's group… (numbers conditions "Condition 2.1") */
  path: string;
  /** the whole rule holds LOGIC_MAX_RULES conditions: nothing more may be added */
  full: boolean;
  onRemove?: () => void;
}

function GroupEditor({ group, onChange, fields, lookup, name, testId, depth, path, full, onRemove }: GroupEditorProps) {
  const { t } = useTranslation('editorPanel');
  const setRule = (i: number, rule: LogicCondition | LogicGroup) => onChange({ ...group, rules: group.rules.map((r, j) => (j === i ? rule : r)) });
  const removeRule = (i: number) => onChange({ ...group, rules: group.rules.filter((_, j) => j !== i) });
  const condition = firstCondition(fields);
  const nested = newGroup(fields, group.match === 'all' ? 'any' : 'all');
  const groupNumber = path.slice(0, -1);
  const groupName = path ? t('logic.group', { number: groupNumber }) : name;
  return (
    <Stack gap={6} role="group" aria-label={groupName} data-testid={testId} data-depth={depth}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600} id={`${testId}-label`}>
          {path ? t('logic.groupWhen', { number: groupNumber }) : t('logic.when')}
        </Text>
        {onRemove && (
          <ActionIcon size={24} variant="subtle" color="red" aria-label={t('logic.removeGroup', { number: groupNumber })} onClick={onRemove} data-testid={`${testId}-remove`}>
            <IconTrash size={14} />
          </ActionIcon>
        )}
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('logic.match', { name: groupName })}
        data={[
          { value: 'all', label: t('logic.all') },
          { value: 'any', label: t('logic.any') },
        ]}
        value={group.match}
        onChange={(v) => onChange({ ...group, match: v === 'any' ? 'any' : 'all' })}
        data-testid={`${testId}-match`}
      />
      {group.rules.map((rule, i) => {
        const number = `${path}${i + 1}`;
        return rule.type === 'group' ? (
          <div key={i} style={{ borderInlineStart: '2px solid var(--mantine-color-gray-4)', paddingInlineStart: 8 }}>
            <GroupEditor
              group={rule}
              onChange={(g) => (g.rules.length ? setRule(i, g) : removeRule(i))}
              onRemove={() => removeRule(i)}
              fields={fields}
              lookup={lookup}
              name={name}
              testId={`${testId}-${i}`}
              depth={depth + 1}
              path={`${number}.`}
              full={full}
            />
          </div>
        ) : (
          <ConditionRow
            key={i}
            condition={rule}
            onChange={(c) => setRule(i, c)}
            onRemove={() => removeRule(i)}
            fields={fields}
            lookup={lookup}
            name={t('logic.condition', { number })}
            testId={`${testId}-${i}`}
          />
        );
      })}
      <Group gap={6}>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          disabled={!condition || full}
          onClick={() => condition && onChange({ ...group, rules: [...group.rules, condition] })}
          aria-label={path ? t('logic.addConditionTo', { number: groupNumber }) : t('logic.addCondition')}
          data-testid={`${testId}-add`}
        >
          {t('logic.addCondition')}
        </Button>
        {depth < LOGIC_MAX_DEPTH && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={12} />}
            disabled={!nested || full}
            onClick={() => nested && onChange({ ...group, rules: [...group.rules, nested] })}
            aria-label={path ? t('logic.addGroupTo', { number: groupNumber }) : t('logic.addGroup')}
            data-testid={`${testId}-add-group`}
          >
            {t('logic.addGroup')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
