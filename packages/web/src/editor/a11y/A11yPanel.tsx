/**
 * The Accessibility panel (issue 27): what the model's rules find on the folio being edited, live, grouped by page
 * with errors first. An item selects its node (showing its page) and focuses the field that fixes it.
 */
import { Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEditorStore } from '../store/react.tsx';
import { focusFix, goToProblem, hasFixField } from './goToProblem.ts';
import type { A11yProblem } from './model.ts';
import { ProblemList } from './ProblemList.tsx';
import { errorCount } from './problems.ts';

/** `problems` is null until the folio has been checked once (the check runs when the browser is idle). */
export function A11yPanel({ problems, onPicked }: { problems: readonly A11yProblem[] | null; onPicked?: (problem: A11yProblem) => void }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  if (problems === null) {
    return (
      <Stack gap={4} align="center" py="md" data-testid="a11y-checking">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" role="status">
          {t('a11y.checking')}
        </Text>
      </Stack>
    );
  }
  if (problems.length === 0) {
    return (
      <Stack gap={4} align="center" py="md" data-testid="a11y-empty">
        <IconCircleCheck size={24} aria-hidden="true" color="var(--mantine-color-teal-8)" />
        <Text size="sm" fw={600}>
          {t('a11y.noProblems')}
        </Text>
        <Text size="xs" ta="center">
          {t('a11y.allGood')}
        </Text>
      </Stack>
    );
  }
  const errors = errorCount(problems);
  const warnings = problems.length - errors;
  const pick = (problem: A11yProblem) => {
    goToProblem(store, problem);
    onPicked?.(problem);
    if (hasFixField(problem)) focusFix(problem);
  };
  return (
    <Stack gap="xs" data-testid="a11y-panel">
      <Text size="xs">
        {errors && warnings
          ? t('a11y.summaryBoth', { errors, warnings })
          : errors
            ? t('a11y.summaryErrors', { errors })
            : t('a11y.summaryWarnings', { warnings })}
      </Text>
      <ProblemList problems={problems} onPick={pick} testId="a11y-list" />
    </Stack>
  );
}
