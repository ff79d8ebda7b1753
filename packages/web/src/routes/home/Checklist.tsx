/**
 * The getting-started checklist on the dashboard (issue 32): make a folio, put an image in it, publish it, build a
 * website, share it. The server ticks each step from the person's own data (GET /api/users/me/checklist); each
 * step links to where it is done. It hides itself once every step is done, or for good when dismissed.
 */
import { Anchor, Box, CloseButton, Group, Paper, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { CHECKLIST_STEPS, type ChecklistStepId } from '@folio/model';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useChecklist, usePatchMe } from '../../api/onboarding.ts';
import { useMe } from '../../api/users.ts';

/** Where each step is done: the templates (a first folio), the latest folio's editor, the websites. */
function stepLink(step: ChecklistStepId, latestFolioId: string | null): string {
  const editor = latestFolioId ? `/folios/${encodeURIComponent(latestFolioId)}/edit` : '/templates';
  switch (step) {
    case 'folio':
      return '/templates';
    case 'website':
      return '/websites';
    default:
      return editor;
  }
}

export function Checklist() {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const shown = me.data !== undefined && !me.data.checklistDismissed;
  const list = useChecklist(shown);
  const dismiss = usePatchMe();
  const headingId = useId();
  const data = list.data;
  if (!shown || !data || data.dismissed || data.doneCount === CHECKLIST_STEPS.length) return null;
  const total = data.steps.length;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId} data-testid="checklist">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h4" id={headingId}>
              {t('checklist.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="checklist-progress-text">
              {t('checklist.progress', { done: data.doneCount, total })}
            </Text>
          </Stack>
          <CloseButton
            aria-label={t('checklist.dismiss')}
            onClick={() => dismiss.mutate({ checklistDismissed: true })}
            disabled={dismiss.isPending}
            data-testid="checklist-dismiss"
          />
        </Group>
        <Box
          role="progressbar"
          aria-label={t('checklist.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={data.doneCount}
          aria-valuetext={t('checklist.progress', { done: data.doneCount, total })}
          data-testid="checklist-progress"
        >
          <Progress.Root aria-hidden="true">
            <Progress.Section value={(data.doneCount / total) * 100} color="teal" withAria={false} />
          </Progress.Root>
        </Box>
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {data.steps.map((step) => (
            <Group key={step.id} component="li" gap="xs" wrap="nowrap" data-testid={`checklist-step-${step.id}`} data-done={step.done}>
              {step.done ? (
                <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-7)" aria-hidden="true" style={{ flexShrink: 0 }} />
              ) : (
                <IconCircle size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
              )}
              <Anchor component={Link} to={stepLink(step.id, data.latestFolioId)} td={step.done ? 'line-through' : undefined} c={step.done ? 'dimmed' : undefined}>
                {t(`checklist.steps.${step.id}`)}
              </Anchor>
              <VisuallyHidden>{step.done ? t('checklist.done') : t('checklist.toDo')}</VisuallyHidden>
            </Group>
          ))}
        </Stack>
        {dismiss.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(dismiss.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
