import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useUpdateWebsite, type Website } from '../../api/websites.ts';
import type { WebsiteEdit } from './edits.ts';

export const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });

export type ApplyEdit = (edit: WebsiteEdit, onError?: (error: unknown) => void) => void;

const EditContext = createContext<ApplyEdit | null>(null);

/**
 * The website as the screen shows it, and how page, menu and part edits are applied: each is sent at once and its
 * result is shown in the same render as the click or drop (not a moment later, when the query cache has been told),
 * so a dropped row stays where it was dropped and a switch does not flicker back. A refusal puts back what the
 * server has and shows its message.
 */
export function useShownWebsite(stored: Website): { website: Website; apply: ApplyEdit } {
  const update = useUpdateWebsite(stored.id);
  const [shown, setShown] = useState<Website | null>(null);
  useEffect(() => setShown(null), [stored]);
  // mutateAsync: a callback given to mutate() is dropped when a later edit starts before it settles; a promise is not.
  const { mutateAsync } = update;
  const apply = useCallback<ApplyEdit>(
    (edit, onError = fail) => {
      if (edit.optimistic) setShown(edit.optimistic);
      mutateAsync({ patch: edit.patch, optimistic: edit.optimistic }).catch((error: unknown) => {
        setShown(null);
        onError(error);
      });
    },
    [mutateAsync],
  );
  return { website: shown ?? stored, apply };
}

export const WebsiteEditProvider = EditContext.Provider;

/** Applies a page, menu or part edit (see useShownWebsite). */
export function useWebsiteEdit(): ApplyEdit {
  const apply = useContext(EditContext);
  if (!apply) throw new Error('useWebsiteEdit() needs a WebsiteEditProvider');
  return apply;
}

/** One card of the website screen: a heading (which names the region), a line saying what it is for, its content. */
export function Section({ id, title, note, actions, children }: { id: string; title: string; note: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const headingId = `website-${id}-heading`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId} data-testid={`website-${id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {note}
            </Text>
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
