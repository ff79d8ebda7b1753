/** The dashboard's "Your folios" card: the user's folios (newest change first) with open, duplicate, delete and "New folio". */
import { ActionIcon, Anchor, Button, EmptyState, Group, Menu, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDots, IconFileText, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDate, resultsText } from '@folio/model';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useCopyFolio, useCreateFolio, useDeleteFolio, useFolios, type FolioSummary } from '../../api/folios.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FEATURES } from '../../lib/features.ts';
const PAGE = 20;

const pagesText = (count: number) => (count === 1 ? '1 page' : `${count} pages`);

function FolioRow({ folio, onDelete }: { folio: FolioSummary; onDelete: (folio: FolioSummary) => void }) {
  const copy = useCopyFolio();
  const editUrl = `/folios/${encodeURIComponent(folio.id)}/edit`;
  return (
    <Group justify="space-between" wrap="nowrap" py="xs" gap="sm" data-testid="folio-row" data-folio-id={folio.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={editUrl} fw={600} truncate data-testid="folio-open">
          {folio.name || 'Untitled folio'}
        </Anchor>
        <Text size="xs" c="dimmed" data-testid="folio-meta">
          Updated {formatDate(folio.updatedAt)} · {pagesText(folio.pageCount)}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Button component={Link} to={editUrl} size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} visibleFrom="xs" data-testid="folio-edit">
          Edit
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${folio.name || 'this folio'}`} loading={copy.isPending} data-testid="folio-actions">
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={editUrl} leftSection={<IconPencil size={14} />}>
              Open
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCopy size={14} />}
              data-testid="folio-duplicate"
              onClick={() =>
                copy.mutate(folio.id, {
                  onSuccess: (created) => notifications.show({ color: 'green', message: `Created “${created.root.name}”` }),
                  onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                })
              }
            >
              Duplicate
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(folio)} data-testid="folio-delete">
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}

export function YourFolios() {
  const [first, setFirst] = useState(PAGE);
  const folios = useFolios({ first, after: 0, isOwned: true });
  const create = useCreateFolio();
  const remove = useDeleteFolio();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<FolioSummary | null>(null);
  const items = folios.data?.items ?? [];
  const total = folios.data?.total ?? 0;

  const newFolio = () =>
    create.mutate(undefined, {
      onSuccess: (folio) => void navigate(`/folios/${encodeURIComponent(folio.id)}/edit`),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-folios" component="section" aria-label="Your folios">
      <Group justify="space-between" mb="sm" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            Your folios
          </Title>
          {folios.data && total > 0 && (
            <Text size="xs" c="dimmed" data-testid="folios-results">
              {resultsText(total, folios.isFetching)}
            </Text>
          )}
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={newFolio} loading={create.isPending} data-testid="dashboard-new-folio">
          New folio
        </Button>
      </Group>

      <ErrorAlert of={folios} testId="folios-error" />

      {folios.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : items.length === 0 && !folios.isError ? (
        <EmptyState
          icon={<IconFileText size={28} />}
          variant="light"
          title="No folios yet"
          description={
            FEATURES.templates
              ? 'Folios you create appear here. Browse the templates for a head start, and set up your profile so your work carries your name.'
              : 'Folios you create appear here. Make one with New folio, and set up your profile so your work carries your name.'
          }
        >
          <EmptyState.Actions>
            <Group justify="center" gap="sm">
              {FEATURES.templates && (
                <Button component={Link} to="/templates" data-testid="dashboard-templates-cta">
                  Browse templates
                </Button>
              )}
              <Button component={Link} to="/profile" variant="default">
                Set up your profile
              </Button>
            </Group>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap={0} data-testid="folio-list">
          {items.map((folio) => (
            <FolioRow key={folio.id} folio={folio} onDelete={setConfirm} />
          ))}
          {total > items.length && (
            <Button variant="subtle" mt="xs" onClick={() => setFirst((n) => n + PAGE)} loading={folios.isFetching} data-testid="folios-more">
              Show more
            </Button>
          )}
        </Stack>
      )}

      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title="Delete this folio?" centered data-testid="folio-delete-dialog">
        <Stack>
          <Text size="sm">“{confirm?.name || 'Untitled folio'}” will be deleted.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="folio-delete-confirm"
              onClick={() => {
                if (!confirm) return;
                remove.mutate(confirm.id, {
                  onSuccess: () => setConfirm(null),
                  onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                });
              }}
            >
              Delete folio
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
