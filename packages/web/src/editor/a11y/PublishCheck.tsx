/**
 * Publish shows the accessibility problems first (issue 27). With errors the folio is not published: the dialog
 * says how many to fix and lists them (an item closes the dialog and selects its node). Warnings alone are shown
 * with a "Publish anyway" button. A refused publish (422 with `problems`, the API's same rule) opens the same list.
 */
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../api/client.ts';
import { useEditorStore } from '../store/react.tsx';
import { focusFix, goToProblem, hasFixField } from './goToProblem.ts';
import { accessibilityProblems, type A11yProblem } from './model.ts';
import { ProblemList } from './ProblemList.tsx';
import { errorCount, problemsFromBody } from './problems.ts';

interface Check {
  problems: A11yProblem[];
}

export interface PublishCheck {
  /** call instead of publishing: publishes at once when nothing is found, else shows the list */
  request: () => void;
  /** call with a publish failure: true when it was refused for accessibility problems (now shown) */
  refused: (error: unknown) => boolean;
  dialog: ReactNode;
}

export function usePublishCheck(publish: () => void): PublishCheck {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const [check, setCheck] = useState<Check | null>(null);
  const close = () => setCheck(null);

  const request = () => {
    const problems = accessibilityProblems(store.getState().doc);
    if (problems.length === 0) publish();
    else setCheck({ problems });
  };
  const refused = (error: unknown) => {
    const problems = error instanceof ApiError && error.status === 422 ? problemsFromBody(error.body) : null;
    if (!problems) return false;
    setCheck({ problems });
    return true;
  };
  const pick = (problem: A11yProblem) => {
    close();
    goToProblem(store, problem);
    if (hasFixField(problem)) focusFix(problem);
  };

  const errors = check ? errorCount(check.problems) : 0;
  const title = !check
    ? ''
    : errors > 0
      ? t('a11y.fixTitle', { count: errors })
      : t('a11y.checkTitle', { count: check.problems.length });

  const dialog = (
    <Modal opened={check !== null} onClose={close} title={title} size="md" closeButtonProps={{ 'aria-label': t('common:actions.close') }} data-testid="publish-check">
      {check && (
        <Stack gap="sm">
          <Text size="sm">
            {errors > 0
              ? t('a11y.fixIntro')
              : t('a11y.checkIntro')}
          </Text>
          <ScrollArea.Autosize mah="50vh">
            <ProblemList problems={check.problems} onPick={pick} testId="publish-check-list" />
          </ScrollArea.Autosize>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={close} data-testid="publish-check-close">
              {errors > 0 ? t('common:actions.close') : t('common:actions.cancel')}
            </Button>
            {errors === 0 && (
              <Button
                size="xs"
                onClick={() => {
                  close();
                  publish();
                }}
                data-testid="publish-check-publish"
              >
                {t('a11y.publishAnyway')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
  return { request, refused, dialog };
}
