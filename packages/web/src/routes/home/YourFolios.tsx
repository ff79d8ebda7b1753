/** The dashboard's "Your folios" card: the user's folios (newest change first) with open, duplicate, delete and "New folio". */
import { Anchor, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconPencil, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useCreateFolio, useFolios, type FolioSummary } from '../../api/folios.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { loadOnIntent } from '../../components/loadOnIntent.ts';
import { formatDate } from '../../i18n/format.ts';
import { FEATURES } from '../../lib/features.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { FolioMenuButton } from './FolioMenuButton.tsx';
import { FIRST_FOLIOS, FOLIOS_PAGE as PAGE } from './prefetch.ts';
import { ResultCount } from '../../components/ResultCount.tsx';

const DeleteFolioDialog = lazy(async () => ({ default: (await import('./DeleteFolioDialog.tsx')).DeleteFolioDialog }));
const ShareDialog = lazy(async () => ({ default: (await import('../../components/share/ShareDialog.tsx')).ShareDialog }));

type RowAction = (folio: FolioSummary) => void;

const useFolioMenu = loadOnIntent(async () => (await import('./FolioMenu.tsx')).FolioMenu);

/** The row's "more" button; Mantine's menu loads when the user first reaches for one. */
function FolioActions({ folio, onDelete, onShare }: { folio: FolioSummary; onDelete: RowAction; onShare: RowAction }) {
  const { Component, intent } = useFolioMenu();
  return Component ? <Component folio={folio} onDelete={onDelete} onShare={onShare} /> : <FolioMenuButton folio={folio} {...intent} />;
}

function FolioRow({ folio, onDelete, onShare }: { folio: FolioSummary; onDelete: RowAction; onShare: RowAction }) {
  const { t } = useTranslation('home');
  const editUrl = `/folios/${encodeURIComponent(folio.id)}/edit`;
  return (
    <Group justify="space-between" wrap="nowrap" py="xs" gap="sm" data-testid="folio-row" data-folio-id={folio.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={editUrl} fw={600} truncate dir="auto" data-testid="folio-open">
          {folio.name || t('untitledFolio')}
        </Anchor>
        <Text size="xs" c="dimmed" data-testid="folio-meta">
          {t('folios.meta', { date: formatDate(folio.updatedAt), count: folio.pageCount })}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Button component={Link} to={editUrl} size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} visibleFrom="xs" data-testid="folio-edit">
          {t('folios.edit')}
        </Button>
        <FolioActions folio={folio} onDelete={onDelete} onShare={onShare} />
      </Group>
    </Group>
  );
}

export function YourFolios() {
  const { t } = useTranslation('home');
  const [first, setFirst] = useState(PAGE);
  const folios = useFolios({ ...FIRST_FOLIOS, first });
  const create = useCreateFolio();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<FolioSummary | null>(null);
  const [sharing, setSharing] = useState<FolioSummary | null>(null);
  const items = folios.data?.items ?? [];
  const total = folios.data?.total ?? 0;

  // A double click sends two clicks before the button re-renders as loading: the ref lets only the first one create.
  const creating = useRef(false);
  const newFolio = () => {
    if (creating.current) return;
    creating.current = true;
    create.mutate(undefined, {
      onSuccess: (folio) => void navigate(`/folios/${encodeURIComponent(folio.id)}/edit`),
      onError: (error) => notifyFailed(t('failed.creating'), error),
      onSettled: () => (creating.current = false),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="dashboard-folios" component="section" aria-label={t('folios.title')}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('folios.title')}
          </Title>
          {folios.data && total > 0 && <ResultCount total={total} loading={folios.isFetching} testId="folios-results" />}
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={newFolio} loading={create.isPending} data-testid="dashboard-new-folio">
          {t('folios.new')}
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
          title={t('folios.emptyTitle')}
          description={
            FEATURES.templates ? t('folios.emptyWithTemplates') : t('folios.emptyDescription')
          }
        >
          <EmptyState.Actions>
            <Group justify="center" gap="sm">
              {FEATURES.templates && (
                <Button component={Link} to="/templates" data-testid="dashboard-templates-cta">
                  {t('folios.browseTemplates')}
                </Button>
              )}
              <Button component={Link} to="/profile" variant="default">
                {t('folios.setUpProfile')}
              </Button>
            </Group>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap={0} data-testid="folio-list">
          {items.map((folio) => (
            <FolioRow key={folio.id} folio={folio} onDelete={setConfirm} onShare={setSharing} />
          ))}
          {total > items.length && (
            <Button variant="subtle" mt="xs" onClick={() => setFirst((n) => n + PAGE)} loading={folios.isFetching} data-testid="folios-more">
              {t('showMore')}
            </Button>
          )}
        </Stack>
      )}

      {confirm && (
        <Suspense fallback={null}>
          <DeleteFolioDialog folio={confirm} onClose={() => setConfirm(null)} />
        </Suspense>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog itemType="folio" itemId={sharing.id} itemName={sharing.name} onClose={() => setSharing(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
