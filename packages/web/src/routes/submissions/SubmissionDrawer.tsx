/** One submission: every answer, its files, and (when allowed) editing and deleting. */
import { Anchor, Button, Drawer, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useDeleteSubmission, useEditSubmission, type Submission, type SubmissionColumn } from '../../api/submissions.ts';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { answerLabel, formatWhen, submitterName } from './answers.ts';

/** Kinds whose answer can be typed in again here; choices and files are kept as they were sent. */
const TYPED = new Set(['text-widget', 'hyperlink-widget', 'numeric-widget', 'date-widget', 'time-widget']);

interface Props {
  folioId: string;
  submission: Submission | null;
  columns: SubmissionColumn[];
  canEdit: boolean;
  canDelete: boolean;
  onClose: () => void;
}

export function SubmissionDrawer({ folioId, submission, columns, canEdit, canDelete, onClose }: Props) {
  const { t } = useTranslation('submissions');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [confirming, setConfirming] = useState(false);
  const edit = useEditSubmission(folioId);
  const remove = useDeleteSubmission(folioId);
  useEffect(() => {
    setEditing(false);
    setDraft(submission?.data ?? {});
    edit.reset();
  }, [submission?.id]);
  if (!submission) return <Drawer opened={false} onClose={onClose} />;

  const shown = columns.filter((c) => !c.removed || submission.data[c.widgetId] !== undefined);
  const save = () =>
    edit.mutate(
      { id: submission.id, data: draft },
      {
        onSuccess: () => {
          setEditing(false);
          notifications.show({ color: 'green', message: t('drawer.saved') });
          onClose();
        },
      },
    );

  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={t('drawer.title', { date: formatWhen(submission.createdAt) })} data-testid="submission-drawer">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('drawer.from', { name: submitterName(submission) })}
          {submission.isFromWebsite ? t('drawer.onWebsite') : ''}
          {submission.editedAt ? t('drawer.edited', { date: formatWhen(submission.editedAt) }) : ''}
        </Text>
        {shown.map((column) => {
          const value = draft[column.widgetId];
          const files = submission.files.filter((f) => f.widgetId === column.widgetId);
          const label = column.removed ? t('drawer.removedColumn', { label: column.label }) : column.label;
          if (editing && TYPED.has(column.kind) && !column.removed) {
            return <AnswerInput key={column.widgetId} column={column} label={label} value={value} onChange={(v) => setDraft({ ...draft, [column.widgetId]: v })} />;
          }
          return (
            <div key={column.widgetId} data-testid={`submission-answer-${column.widgetId}`}>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              {files.length ? (
                files.map((f) => (
                  <Anchor key={f.blobId} href={f.url} target="_blank" rel="noopener noreferrer" size="sm" display="flex" style={{ alignItems: 'center', gap: 4 }}>
                    <IconFile size={14} /> {f.name}
                  </Anchor>
                ))
              ) : (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {answerLabel(column, submission.data[column.widgetId]) || t('noAnswer')}
                </Text>
              )}
            </div>
          );
        })}
        {edit.isError ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(edit.error)}
          </Text>
        ) : null}
        <Group justify="space-between">
          {canDelete ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} data-testid="submission-delete">
              {t('drawer.delete')}
            </Button>
          ) : (
            <span />
          )}
          {canEdit ? (
            editing ? (
              <Group gap="xs">
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('common:actions.cancel')}
                </Button>
                <Button onClick={save} loading={edit.isPending} data-testid="submission-save">
                  {t('common:actions.save')}
                </Button>
              </Group>
            ) : (
              <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)} data-testid="submission-edit">
                {t('drawer.edit')}
              </Button>
            )
          ) : null}
        </Group>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('drawer.deleteTitle')}
        message={t('drawer.deleteMessage')}
        confirmLabel={t('drawer.deleteConfirm')}
        pending={remove.isPending}
        testId="submission-delete"
        onConfirm={() =>
          remove.mutate(submission.id, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'green', message: t('drawer.deleted') });
              onClose();
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          })
        }
      />
    </Drawer>
  );
}

function AnswerInput({ column, label, value, onChange }: { column: SubmissionColumn; label: string; value: unknown; onChange: (v: unknown) => void }) {
  const testId = `submission-input-${column.widgetId}`;
  switch (column.kind) {
    case 'numeric-widget':
      return <NumberInput label={label} value={typeof value === 'number' ? value : 0} onChange={(v) => onChange(typeof v === 'number' ? v : 0)} data-testid={testId} />;
    case 'date-widget':
      return <TextInput type="date" label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value || null)} data-testid={testId} />;
    case 'time-widget':
      return <TextInput type="time" label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value || null)} data-testid={testId} />;
    default:
      return <Textarea autosize minRows={1} maxRows={6} label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />;
  }
}
