/**
 * The editor's left column as two tabs: Pages (page list and outline) and Accessibility (the problems, with their
 * count on the tab). On narrow screens the same tabs fill the left drawer.
 */
import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { IconAccessible, IconFiles } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { readableBadge } from '../../components/readableBadge.ts';
import { A11yPanel } from './A11yPanel.tsx';
import type { A11yProblem } from './model.ts';
import { errorCount } from './problems.ts';
import { useA11yProblems } from './useProblems.ts';

export function LeftTabs({ pages, onPicked }: { pages: ReactNode; onPicked?: (problem: A11yProblem) => void }) {
  const { t } = useTranslation('editor');
  const [tab, setTab] = useState<'pages' | 'a11y'>('pages');
  const problems = useA11yProblems();
  const colour = problems && errorCount(problems) > 0 ? 'red' : 'orange';
  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'a11y' ? 'a11y' : 'pages')} keepMounted={false} data-testid="editor-left-tabs">
      <Tabs.List grow>
        <Tabs.Tab value="pages" leftSection={<IconFiles size={14} aria-hidden="true" />} data-testid="left-tab-pages">
          {t('a11y.pagesTab')}
        </Tabs.Tab>
        <Tabs.Tab
          value="a11y"
          leftSection={<IconAccessible size={14} aria-hidden="true" />}
          rightSection={
            problems && problems.length > 0 ? (
              <Badge size="xs" circle={problems.length < 10} variant="light" color={colour} style={readableBadge(colour)} data-testid="a11y-count">
                {problems.length}
                <VisuallyHidden> {t('a11y.problemsWord', { count: problems.length })}</VisuallyHidden>
              </Badge>
            ) : null
          }
          data-testid="left-tab-a11y"
        >
          {t('a11y.tab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="pages">{pages}</Tabs.Panel>
      <Tabs.Panel value="a11y" p="sm">
        <A11yPanel problems={problems} onPicked={onPicked} />
      </Tabs.Panel>
    </Tabs>
  );
}
