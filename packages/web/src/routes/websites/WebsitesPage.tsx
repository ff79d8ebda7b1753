/** The website list: the user's websites, newest updated first; create one with a name, open, delete after confirming. */
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconTrash, IconWorldWww } from '@tabler/icons-react';
import { WEBSITE_TEXTS, formatDate } from '@folio/model';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useCreateWebsite, useDeleteWebsite, useWebsites, type WebsiteSummary } from '../../api/websites.ts';
import { ListScreen } from '../../components/ListScreen.tsx';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { NAME_MAX } from '../website-detail/settings.ts';
import { readableBadge } from '../../components/readableBadge.ts';

const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
const pagesText = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

function NewWebsiteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
    <Modal opened={opened} onClose={onClose} title="New website" centered data-testid="website-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            description="Its address is made from the name; you can change both later."
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={tooLong ? WEBSITE_TEXTS.name : null}
            required
            data-autofocus
            data-testid="website-name-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!trimmed || tooLong} data-testid="website-dialog-create">
              Create website
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function WebsiteRow({ website, onDelete }: { website: WebsiteSummary; onDelete: () => void }) {
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
            {website.customDomain ?? `/site/${website.slug}`}
          </Text>
          <Text size="xs" c="dimmed" data-testid="website-page-count">
            · {pagesText(website.pageCount)}
          </Text>
          <Badge size="xs" variant="light" color={website.publishedAt ? 'teal' : 'gray'} style={readableBadge(website.publishedAt ? 'teal' : 'gray')} data-testid="website-published">
            {website.publishedAt ? 'Published' : 'Not published'}
          </Badge>
          <Text size="xs" c="dimmed" visibleFrom="xs">
            Updated {formatDate(website.updatedAt)}
          </Text>
        </Group>
      </Stack>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${website.name}`} data-testid="website-actions">
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item c="red.9" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="website-delete">
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

export function WebsitesPage() {
  usePageTitle('Websites');
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
        title="Websites"
        subtitle="Sites made of your folios: pages, a menu, a header and a footer."
        create={{ label: 'New website', onClick: () => setCreating(true), testId: 'website-new' }}
        query={websites}
        count={items.length}
        empty={{
          icon: <IconWorldWww size={28} />,
          title: 'No websites yet',
          description: 'A website shows your folios as its pages, with a menu, a header and a footer, at its own address.',
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
        title="Delete this website?"
        message={`“${confirm?.name ?? ''}” will be deleted with its menu. Its folios stay.`}
        confirmLabel="Delete website"
        pending={remove.isPending}
        testId="website-delete"
        onConfirm={() =>
          confirm &&
          remove.mutate(confirm.id, {
            onSuccess: () => {
              closeConfirm();
              notifications.show({ color: 'green', message: 'Website deleted' });
            },
            onError: fail,
          })
        }
      />
    </>
  );
}
