/**
 * Under the top bar while changes are held back (not saved): why, in the words of the field that needs fixing,
 * a way to that field, and a way to undo the held changes (back to what was last saved).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { useEditorScreen } from './EditorContext.tsx';
import { problemId } from './fieldProblem.ts';

function showField(field: string, select: (id: string) => void) {
  if (field === 'root.name') {
    document.querySelector<HTMLInputElement>('[data-testid="folio-name"]')?.focus();
    return;
  }
  const [head, id] = field.split('.');
  if (head === 'nodes' && id) select(id);
}

export function SaveProblems() {
  const { t } = useTranslation('editor');
  const problems = useEditor((s) => s.save.problems);
  const held = useEditor((s) => s.save.held.length > 0);
  const store = useEditorStore();
  const { autosave } = useEditorScreen();
  if (!held || problems.length === 0) return null;
  const shown = problems.filter((p, i) => problems.findIndex((q) => q.message === p.message) === i).slice(0, 3);
  return (
    <Alert
      color="red"
      variant="light"
      radius={0}
      py={8}
      icon={<IconAlertTriangle size={18} />}
      title={t('saveProblems.title', { count: problems.length })}
      data-testid="save-problems"
      style={{ flexShrink: 0 }}
    >
      <Stack gap={6}>
        {shown.map((problem) => (
          <Text key={problem.field} id={problemId(problem.field)} size="sm" data-testid="save-problem">
            {problem.message}
          </Text>
        ))}
        <Text size="sm">{t('saveProblems.others')}</Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => showField(problems[0]!.field, (id) => store.select(id))} data-testid="save-problem-show">
            {t('saveProblems.goToField')}
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => autosave?.undoHeld()} data-testid="save-undo-held">
            {t('saveProblems.undo', { count: problems.length })}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
