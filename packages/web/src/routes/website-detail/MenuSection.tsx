/** The site menu: the pages that are in it, in menu order (drag by the handle, or the up/down buttons). */
import { ActionIcon, Box, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Website } from '../../api/websites.ts';
import { SortableList } from '../libraries/SortableList.tsx';
import { menuPages, moveMenuItem, setPageInMenu } from './edits.ts';
import { folioTitle } from './PagesSection.tsx';
import { Section, useWebsiteEdit } from './Section.tsx';

export function MenuSection({ website }: { website: Website }) {
  const { t } = useTranslation('websites');
  const edit = useWebsiteEdit();
  const items = menuPages(website);
  return (
    <Section id="menu" title={t('menu.title')} note={t('menu.note')}>
      {items.length === 0 ? (
        <EmptyState
          icon={<IconMenu2 size={28} />}
          variant="light"
          title={t('menu.emptyTitle')}
          description={website.pages.length === 0 ? t('menu.emptyNoPages') : t('menu.emptyDescription')}
          data-testid="website-menu-empty"
        />
      ) : (
        <Box data-testid="website-menu-list">
          <SortableList
            items={items}
            getId={(page) => page.folioId}
            getLabel={(page) => folioTitle(page.title)}
            onMove={(from, to) => {
              if (to >= 0 && to < items.length && from !== to) edit(moveMenuItem(website, from, to));
            }}
          >
            {(page, { handle, moveButtons }, index) => (
              <Group
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py={6}
                data-testid="website-menu-item"
                data-folio-id={page.folioId}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {handle}
                  <Text size="sm" c="dimmed" w={18} ta="end" aria-hidden style={{ flex: 'none' }}>
                    {t('menu.position', { position: index + 1 })}
                  </Text>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate data-testid="website-menu-item-title">
                      {folioTitle(page.title)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      <bdi>/{page.slug}</bdi>
                    </Text>
                  </Stack>
                </Group>
                <Group gap={2} wrap="nowrap">
                  {moveButtons}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('menu.remove', { title: folioTitle(page.title) })}
                    onClick={() => edit(setPageInMenu(website, page.folioId, false))}
                    data-testid="website-menu-item-remove"
                  >
                    <IconEyeOff size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            )}
          </SortableList>
        </Box>
      )}
    </Section>
  );
}
