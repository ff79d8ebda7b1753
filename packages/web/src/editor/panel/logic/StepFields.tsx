/**
 * A tile as a form step (issue 31): the "Form step" switch (`step: {title, jumps}`), the step's title and its
 * jumps — "When <rule> go to <a later step | End of the form>" — each `when` drawn by the rule builder over the
 * fields before the step and inside it. Every change is one store update of the tile's `step`.
 */
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { END_OF_FORM, type FolioDocument, type FormStepSettings, type StepJump } from '@folio/model';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { RuleBuilder, newGroup } from './RuleBuilder.tsx';
import { earlierFields, ruleField, stepTiles } from './ruleFields.ts';

export interface StepFieldsProps {
  doc: FolioDocument;
  tileId: string;
  value: FormStepSettings | undefined;
  onChange: (step: FormStepSettings | undefined) => void;
}

/** How a step is named in lists: its title, else its place. */
export const stepName = (title: string, index: number): string =>
  title.trim() ? translate('editorPanel:step.nameTitled', { number: index + 1, title: title.trim() }) : translate('editorPanel:step.name', { number: index + 1 });

export function StepFields({ doc, tileId, value, onChange }: StepFieldsProps) {
  const { t } = useTranslation('editorPanel');
  const fields = useMemo(() => earlierFields(doc, tileId, { inside: true }), [doc, tileId]);
  const steps = useMemo(() => stepTiles(doc), [doc]);
  const lookup = (id: string) => ruleField(doc, id);
  const at = steps.findIndex((s) => s.id === tileId);
  const later = steps.map((s, i) => ({ value: s.id, label: stepName(s.title, i) })).filter((_, i) => i > at);
  const targets = [...later, { value: END_OF_FORM, label: t('step.end') }];
  const start = newGroup(fields);
  const setJumps = (jumps: StepJump[]) => value && onChange({ ...value, jumps });
  return (
    <Stack gap="xs" data-testid="panel-step">
      <Switch
        size="xs"
        label={t('step.switch')}
        description={t('step.switchHint')}
        checked={value !== undefined}
        onChange={(e) => onChange(e.currentTarget.checked ? { title: '', jumps: [] } : undefined)}
        data-testid="panel-step-switch"
      />
      {value && (
        <>
          <TextInput size="xs" label={t('step.title')} value={value.title} maxLength={200} onChange={(e) => onChange({ ...value, title: e.currentTarget.value })} data-testid="panel-step-title" />
          <Text size="xs" c="dimmed">
            {t('step.submitHint')}
          </Text>
          <Text size="xs" fw={700} mt={4}>
            {t('step.jumps')}
          </Text>
          {value.jumps.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('step.noJumps')}
            </Text>
          )}
          {value.jumps.map((jump, i) => (
            <JumpRow
              key={i}
              index={i}
              jump={jump}
              targets={targets}
              valid={jump.to === END_OF_FORM ? true : later.some((t) => t.value === jump.to) ? true : steps.some((s) => s.id === jump.to) ? 'earlier' : 'gone'}
              onChange={(j) => setJumps(value.jumps.map((x, k) => (k === i ? j : x)))}
              onRemove={() => setJumps(value.jumps.filter((_, k) => k !== i))}
              rule={
                <RuleBuilder
                  group={jump.when}
                  onChange={(when) => setJumps(value.jumps.map((x, k) => (k === i ? { ...x, when } : x)))}
                  fields={fields}
                  lookup={lookup}
                  name={t('step.jumpWhen', { number: i + 1 })}
                  testId={`panel-step-jump-${i}-rule`}
                />
              }
            />
          ))}
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={12} />}
            disabled={!start}
            onClick={() => start && setJumps([...value.jumps, { when: start, to: END_OF_FORM }])}
            style={{ alignSelf: 'flex-start' }}
            data-testid="panel-step-jump-add"
          >
            {t('step.addJump')}
          </Button>
          {!start && (
            <Text size="xs" c="dimmed">
              {t('step.noFields')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

interface JumpRowProps {
  index: number;
  jump: StepJump;
  targets: Array<{ value: string; label: string }>;
  valid: true | 'earlier' | 'gone';
  onChange: (jump: StepJump) => void;
  onRemove: () => void;
  rule: ReactNode;
}

function JumpRow({ index, jump, targets, valid, onChange, onRemove, rule }: JumpRowProps) {
  const { t } = useTranslation('editorPanel');
  const warningId = useId();
  const name = t('step.jump', { number: index + 1 });
  const data = valid === true ? targets : [{ value: jump.to, label: valid === 'gone' ? t('step.deleted') : t('step.earlier') }, ...targets];
  return (
    <Paper withBorder p={6} role="group" aria-label={name} data-testid={`panel-step-jump-${index}`} {...(valid === true ? {} : { 'aria-describedby': warningId })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" fw={600}>
            {name}
          </Text>
          <ActionIcon size={24} variant="subtle" color="red" aria-label={t('step.removeJump', { number: index + 1 })} onClick={onRemove} data-testid={`panel-step-jump-${index}-remove`}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
        {rule}
        <NativeSelect
          size="xs"
          label={t('step.goTo')}
          data={data}
          value={jump.to}
          onChange={(e) => onChange({ ...jump, to: e.currentTarget.value })}
          data-testid={`panel-step-jump-${index}-to`}
        />
        {valid !== true && (
          <Text id={warningId} size="xs" c="red.9" data-testid={`panel-step-jump-${index}-warning`}>
            {valid === 'gone' ? t('step.goneWarning') : t('step.earlierWarning')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
