/**
 * The website's pages: add the user's folios, remove, reorder (drag by the handle, or the up/down buttons), and
 * per page its address slug, whether it is in the menu and whether it is the default page.
 */
import { ActionIcon, Anchor, Badge, Box, Button, EmptyState, Group, Modal, MultiSelect, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useMyFoliosForDropDown } from '../../api/folios.ts';
import { useUpdateWebsite, type Website, type WebsitePage } from '../../api/websites.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { translate } from '../../i18n/i18n.ts';
import { SortableList, type RowControls } from '../libraries/SortableList.tsx';
import { addPages, movePage, pageCandidates, pageSlugError, pageUrl, removePage, setDefaultPage, setPageInMenu, setPageSlug } from './edits.ts';
import { Section, fail, useWebsiteEdit } from './Section.tsx';
import { ruleText } from './settings.ts';
import { DIALOG_PICKER_COMBOBOX, DIALOG_PICKER_MAX_HEIGHT } from '../../components/dialogPicker.ts';
import { readableBadge } from '../../components/readableBadge.ts';

export const folioTitle = (title: string) => title || translate('websites:untitledFolio');

/** Pick some of the user's folios (those that are not pages, header or footer yet); they are added at the end. */
function AddPagesDialog({ website, opened, onClose }: { website: Website; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('websites');
  const folios = useMyFoliosForDropDown();
  const update = useUpdateWebsite(website.id);
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    if (opened) setPicked([]);
  }, [opened]);
  const options = pageCandidates(website, folios.data ?? []).map((f) => ({ value: f.id, label: folioTitle(f.name) }));

  const add = () => {
    const { patch } = addPages(website, picked);
    update.mutate({ patch }, { onSuccess: onClose, onError: fail });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('pages.add')} centered data-testid="website-add-pages-dialog">
      <Stack>
        <ErrorAlert of={folios} />
        <MultiSelect
          label={t('pages.yourFolios')}
          description={t('pages.yourFoliosDescription')}
          placeholder={folios.isPending ? t('loading') : options.length === 0 ? t('pages.allUsed') : t('pages.pick')}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          clearable
          disabled={folios.isPending || options.length === 0}
          comboboxProps={DIALOG_PICKER_COMBOBOX}
          maxDropdownHeight={DIALOG_PICKER_MAX_HEIGHT}
          data-testid="website-add-pages-picker"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={add} loading={update.isPending} disabled={picked.length === 0} data-testid="website-add-pages-confirm">
            {picked.length > 0 ? t('pages.addCount', { count: picked.length }) : t('pages.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The page's slug, saved on Enter or when the field is left, if it is valid and changed. */
function SlugField({ website, page }: { website: Website; page: WebsitePage }) {
  const { t } = useTranslation('websites');
  const edit = useWebsiteEdit();
  const [value, setValue] = useState(page.slug);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => setValue(page.slug), [page.slug]);
  const slug = value.trim();
  const problem = slug === page.slug ? null : pageSlugError(website, page.folioId, slug);
  const shownProblem = problem ? ruleText(problem) : null;

  const commit = () => {
    if (slug === page.slug || problem) return;
    edit(setPageSlug(website, page.folioId, slug), (error) => setServerError(errorMessage(error)));
  };

  return (
    <TextInput
      label={t('pages.address')}
      size="xs"
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        setServerError(null);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setValue(page.slug);
      }}
      leftSection={<Text size="xs" c="dimmed">/</Text>}
      leftSectionWidth={20}
      error={shownProblem ?? serverError}
      autoComplete="off"
      spellCheck={false}
      w={{ base: '100%', xs: 240 }}
      data-testid="website-page-slug"
    />
  );
}

export function PublishedBadge({ published, testId }: { published: boolean; testId?: string }) {
  const { t } = useTranslation('websites');
  return (
    <Badge size="sm" variant="light" color={published ? 'teal' : 'gray'} data-testid={testId} style={{ flex: 'none', ...readableBadge(published ? 'teal' : 'gray') }}>
      {published ? t('published') : t('notPublished')}
    </Badge>
  );
}

function PageRow({ website, page, controls }: { website: Website; page: WebsitePage; controls: RowControls }) {
  const { t } = useTranslation('websites');
  const edit = useWebsiteEdit();
  const title = folioTitle(page.title);
  return (
    <Stack
      gap={6}
      py="xs"
      data-testid="website-page"
      data-folio-id={page.folioId}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {controls.handle}
          <Anchor component={Link} to={`/folios/${page.folioId}/edit`} fw={600} truncate data-testid="website-page-title">
            {title}
          </Anchor>
          <PublishedBadge published={page.isPublished} testId="website-page-published" />
        </Group>
        <Group gap={2} wrap="nowrap">
          {controls.moveButtons}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('pages.remove', { title })}
            onClick={() => edit(removePage(website, page.folioId))}
            data-testid="website-page-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap" ps={{ base: 0, xs: 36 }}>
        <SlugField website={website} page={page} />
        <Group gap="md" wrap="nowrap" pb={6}>
          <Switch
            label={t('pages.inMenu')}
            size="sm"
            checked={page.inMenu}
            onChange={(e) => edit(setPageInMenu(website, page.folioId, e.currentTarget.checked))}
            data-testid="website-page-in-menu"
          />
          <Radio
            label={t('pages.default')}
            name={`default-page-${website.id}`}
            value={page.folioId}
            size="sm"
            checked={website.defaultPageFolioId === page.folioId}
            onChange={(e) => e.currentTarget.checked && edit(setDefaultPage(website, page.folioId))}
            data-testid="website-page-default"
          />
        </Group>
      </Group>
    </Stack>
  );
}

export function PagesSection({ website }: { website: Website }) {
  const { t } = useTranslation('websites');
  const edit = useWebsiteEdit();
  const [adding, setAdding] = useState(false);
  let list: ReactNode;
  if (website.pages.length === 0) {
    list = (
      <EmptyState
        icon={<IconFileText size={28} />}
        variant="light"
        title={t('pages.emptyTitle')}
        description={t('pages.emptyDescription')}
        data-testid="website-pages-empty"
      />
    );
  } else {
    list = (
      <Box data-testid="website-page-list">
        <SortableList
          items={website.pages}
          getId={(page) => page.folioId}
          getLabel={(page) => folioTitle(page.title)}
          onMove={(from, to) => {
            if (to >= 0 && to < website.pages.length && from !== to) edit(movePage(website, from, to));
          }}
        >
          {(page, controls) => <PageRow website={website} page={page} controls={controls} />}
        </SortableList>
      </Box>
    );
  }
  return (
    <Section
      id="pages"
      title={t('pages.title')}
      note={t('pages.note')}
      actions={
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setAdding(true)} data-testid="website-add-pages">
          {t('pages.add')}
        </Button>
      }
    >
      {list}
      {website.pages.length > 0 && website.defaultPageFolioId === null && (
        <Text size="sm" c="dimmed" data-testid="website-no-default">
          {t('pages.noDefault')}
        </Text>
      )}
      <AddPagesDialog website={website} opened={adding} onClose={() => setAdding(false)} />
    </Section>
  );
}

/** Links that open the website and each of its pages in a new tab. */
export function PreviewLinks({ website }: { website: Website }) {
  const { t } = useTranslation('websites');
  return (
    <Stack gap={6} data-testid="website-preview-links">
      <Anchor href={website.siteUrl} target="_blank" rel="noopener" fw={600} data-testid="website-preview-site" style={{ overflowWrap: 'anywhere' }}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconExternalLink size={14} style={{ flex: 'none' }} aria-hidden />
          <span>{website.siteUrl}</span>
        </Group>
      </Anchor>
      {website.pages.map((page) => (
        <Group key={page.folioId} gap="xs" wrap="wrap" ps={18}>
          <Anchor href={pageUrl(website, page)} target="_blank" rel="noopener" size="sm" data-testid="website-preview-page" style={{ overflowWrap: 'anywhere' }}>
            {folioTitle(page.title)} <Text span size="xs" c="dimmed">
              <bdi>/{page.slug}</bdi>
            </Text>
          </Anchor>
          {!page.isPublished && (
            <Text size="xs" c="dimmed">
              {t('pages.notPublishedYet')}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
