/**
 * "Show only when…" on an input widget, a block or a tile (issue 31): off = always shown; on = a rule group over the
 * answers of earlier fields of the same form. Every change is one store update of the node's `showIf`.
 */
import { Stack, Switch, Text } from '@mantine/core';
import type { FolioDocument, LogicGroup } from '@folio/model';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { RuleBuilder, newGroup } from './RuleBuilder.tsx';
import { earlierFields, ruleField } from './ruleFields.ts';

export interface ShowIfSectionProps {
  doc: FolioDocument;
  nodeId: string;
  value: LogicGroup | undefined;
  /** the new rule, or undefined for always shown */
  onChange: (showIf: LogicGroup | undefined) => void;
}

export function ShowIfSection({ doc, nodeId, value, onChange }: ShowIfSectionProps) {
  const { t } = useTranslation('editorPanel');
  const fields = useMemo(() => earlierFields(doc, nodeId), [doc, nodeId]);
  const lookup = (id: string) => ruleField(doc, id);
  const on = value !== undefined;
  const start = newGroup(fields);
  return (
    <Stack gap="xs" data-testid="panel-show-if">
      <Switch
        size="xs"
        label={t('logic.showIf')}
        description={on ? undefined : start ? t('logic.alwaysShown') : t('logic.alwaysShownNoFields')}
        checked={on}
        disabled={!on && !start}
        onChange={(e) => onChange(e.currentTarget.checked ? (start ?? undefined) : undefined)}
        data-testid="panel-show-if-switch"
      />
      {value && (
        <>
          <RuleBuilder group={value} onChange={(g) => onChange(g.rules.length ? g : undefined)} fields={fields} lookup={lookup} name={t('logic.showWhen')} testId="panel-show-if-rule" />
          <Text size="xs" c="dimmed">
            {t('logic.editorShowsAll')}
          </Text>
        </>
      )}
    </Stack>
  );
}
