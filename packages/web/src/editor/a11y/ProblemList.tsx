/**
 * A list of accessibility problems grouped by page, errors first; each item is a button that goes to the node
 * (`onPick`). Used by the Accessibility panel and by the publish check.
 */
import { Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEditor } from '../store/react.tsx';
import type { A11yProblem } from './model.ts';
import { groupProblems } from './problems.ts';
import { problemText } from './problemText.ts';
import './a11y.css';

export function ProblemList({ problems, onPick, testId }: { problems: readonly A11yProblem[]; onPick: (problem: A11yProblem) => void; testId: string }) {
  const { t } = useTranslation('editor');
  const doc = useEditor((s) => s.doc);
  const groups = groupProblems(doc, problems);
  return (
    <Stack gap="xs" data-testid={testId}>
      {groups.map((group) => (
        <section key={group.pageId ?? 'folio'} aria-label={group.title}>
          <Text size="xs" fw={700} mb={2}>
            {group.title}
          </Text>
          <ul className="fa-problems">
            {group.problems.map((p, i) => (
              <li key={`${p.rule}-${p.nodeId ?? ''}-${p.field ?? ''}-${i}`}>
                <UnstyledButton
                  className="fa-problem"
                  data-severity={p.severity}
                  data-rule={p.rule}
                  data-node-id={p.nodeId ?? undefined}
                  data-testid="a11y-problem"
                  onClick={() => onPick(p)}
                >
                  {p.severity === 'error' ? (
                    <IconAlertCircle size={16} aria-hidden="true" className="fa-problem-icon" />
                  ) : (
                    <IconAlertTriangle size={16} aria-hidden="true" className="fa-problem-icon" />
                  )}
                  <span>
                    <VisuallyHidden>{p.severity === 'error' ? t('a11y.errorPrefix') : t('a11y.warningPrefix')}</VisuallyHidden>
                    {problemText(p)}
                  </span>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
