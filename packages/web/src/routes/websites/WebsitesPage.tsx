/** The website list: the user's websites, newest updated first; create one with a name, open, delete after confirming. */
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconTrash, IconWorldWww } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useCreateWebsite, useDeleteWebsite, useWebsites, type WebsiteSummary } from '../../api/websites.ts';
import { ListScreen } from '../../components/ListScreen.tsx';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { formatDate } from '../../i18n/format.ts';
import { usePageTitle } from '../../lib/title.ts';
import { NAME_MAX } from '../website-detail/settings.ts';
import { readableBadge } from '../../components/readableBadge.ts';

const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });

function NewWebsiteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('websites');
  const create = useCreateWebsite();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  useEffect(() => {
    if (opened) setName('');
  }, [opened]);
  const trimmed = name.trim();
  const tooLong = trimmed.length > NAME_MAX;

  const submit = () => {
    if (!trimmed || tooLong) return;
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (website) => {
          onClose();
          void navigate(`/websites/${website.id}`);
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('list.new')} centered data-testid="website-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('list.name')}
            description={t('list.nameDescription')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={tooLong ? t('rules.name') : null}
            required
            data-autofocus
            data-testid="website-name-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!trimmed || tooLong} data-testid="website-dialog-create">
              {t('list.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function WebsiteRow({ website, onDelete }: { website: WebsiteSummary; onDelete: () => void }) {
  const { t } = useTranslation('websites');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py="xs"
      gap="xs"
      data-testid="website-row"
      data-website-id={website.id}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/websites/${website.id}`} fw={600} truncate data-testid="website-open">
          {website.name}
        </Anchor>
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed" truncate maw="100%" data-testid="website-address">
            {/* An address reads left to right in a right-to-left page too. */}
            <bdi>{website.customDomain ?? `/site/${website.slug}`}</bdi>
          </Text>
          <Text size="xs" c="dimmed" data-testid="website-page-count">
            · {t('pageCount', { count: website.pageCount })}
          </Text>
          <Badge size="xs" variant="light" color={website.publishedAt ? 'teal' : 'gray'} style={readableBadge(website.publishedAt ? 'teal' : 'gray')} data-testid="website-published">
            {website.publishedAt ? t('published') : t('notPublished')}
          </Badge>
          <Text size="xs" c="dimmed" visibleFrom="xs">
            {t('updated', { date: formatDate(website.updatedAt) })}
          </Text>
        </Group>
      </Stack>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('list.moreActions', { name: website.name })} data-testid="website-actions">
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item c="red.9" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="website-delete">
            {t('list.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

export function WebsitesPage() {
  const { t } = useTranslation('websites');
  usePageTitle(t('list.title'));
  const websites = useWebsites({ first: 100 });
  const remove = useDeleteWebsite();
  const [creating, setCreating] = useState(false);
  // The website to delete stays set while the dialog fades out, so the dialog keeps naming it.
  const [confirm, setConfirm] = useState<WebsiteSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (website: WebsiteSummary) => {
    setConfirm(website);
    setConfirming(true);
  };
  const closeConfirm = () => setConfirming(false);
  const items = websites.data?.items ?? [];

  return (
    <>
      <ListScreen
        name="websites"
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        create={{ label: t('list.new'), onClick: () => setCreating(true), testId: 'website-new' }}
        query={websites}
        count={items.length}
        empty={{
          icon: <IconWorldWww size={28} />,
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
        }}
      >
        <Stack gap={0} data-testid="website-list">
          {items.map((website) => (
            <WebsiteRow key={website.id} website={website} onDelete={() => ask(website)} />
          ))}
        </Stack>
      </ListScreen>

      <NewWebsiteDialog opened={creating} onClose={() => setCreating(false)} />

      <ConfirmDelete
        opened={confirming}
        onClose={closeConfirm}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: confirm?.name ?? '' })}
        confirmLabel={t('list.deleteConfirm')}
        pending={remove.isPending}
        testId="website-delete"
        onConfirm={() =>
          confirm &&
          remove.mutate(confirm.id, {
            onSuccess: () => {
              closeConfirm();
              notifications.show({ color: 'green', message: t('list.deleted') });
            },
            onError: fail,
          })
        }
      />
    </>
  );
}
