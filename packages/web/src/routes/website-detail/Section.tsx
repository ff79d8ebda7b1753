import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useUpdateWebsite, type Website } from '../../api/websites.ts';
import type { WebsiteEdit } from './edits.ts';

export const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });

/** Sends a page, menu or part edit at once (shown before the server answers); a refusal is a toast with its message. */
export function useWebsiteEdit(website: Website) {
  const update = useUpdateWebsite(website.id);
  return (edit: WebsiteEdit, onError: (error: unknown) => void = fail) =>
    update.mutate({ patch: edit.patch, optimistic: edit.optimistic }, { onError });
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
