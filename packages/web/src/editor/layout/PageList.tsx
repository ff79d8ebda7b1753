/**
 * The page list: pick the page the canvas shows, add, rename (double-click or the pencil), reorder (arrow
 * buttons, or Alt+ArrowUp/Down on a focused page) and delete (after a confirmation; a folio keeps one page).
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { PageNode } from '@folio/model';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';

function usePages(): PageNode[] {
  return useEditor(
    (s) => s.doc.root.pages.map((id) => s.doc.nodes[id]).filter((n): n is PageNode => n?.kind === 'page'),
    (a, b) => a.length === b.length && a.every((p, i) => p === b[i]),
  );
}

export function PageList() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const pages = usePages();
  const current = useEditor((s) => s.selection.pageId);
  const readOnly = useEditor((s) => !s.canEditContent);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PageNode | null>(null);

  const move = (index: number, to: number) => {
    if (to < 0 || to >= pages.length) return;
    store.dispatch({ type: 'movePage', from: index, to });
  };

  const onKey = (event: KeyboardEvent, page: PageNode, index: number) => {
    if (readOnly) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      event.stopPropagation();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
      // keep focus on the moved page
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-page-id="${page.id}"]`)?.focus());
    } else if (event.key === 'F2') {
      event.preventDefault();
      setRenaming(page.id);
    } else if (event.key === 'Delete' && pages.length > 1) {
      event.preventDefault();
      event.stopPropagation();
      setConfirm(page);
    }
  };

  return (
    <Stack gap={4} data-testid="page-list" component="nav" aria-label={t('a11y.pagesTab')}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t('a11y.pagesTab')}
        </Text>
        {!readOnly && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => store.dispatch({ type: 'addPage', afterPageId: current })}
            data-testid="page-add"
          >
            {t('pages.add')}
          </Button>
        )}
      </Group>
      {pages.map((page, index) => {
        const active = page.id === current;
        return (
          <Group
            key={page.id}
            gap={2}
            wrap="nowrap"
            px={4}
            style={{ borderRadius: 6, background: active ? 'var(--mantine-color-violet-light)' : undefined }}
            data-testid="page-item"
            data-active={active || undefined}
          >
            {renaming === page.id ? (
              <TextInput
                size="xs"
                autoFocus
                defaultValue={page.name}
                aria-label={t('pages.name')}
                style={{ flex: 1 }}
                data-testid="page-rename-input"
                onBlur={(e) => {
                  const name = e.currentTarget.value.trim();
                  if (name && name !== page.name) store.dispatch({ type: 'renamePage', pageId: page.id, name });
                  setRenaming(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') e.currentTarget.blur();
                  if (e.key === 'Escape') {
                    e.currentTarget.value = page.name;
                    e.currentTarget.blur();
                  }
                }}
              />
            ) : (
              <UnstyledButton
                style={{ flex: 1, minWidth: 0, padding: '4px 6px' }}
                onClick={() => store.setPage(page.id)}
                onDoubleClick={() => !readOnly && setRenaming(page.id)}
                onKeyDown={(e) => onKey(e, page, index)}
                aria-current={active ? 'page' : undefined}
                data-page-id={page.id}
                data-testid="page-select"
              >
                <Text size="sm" truncate fw={active ? 600 : 400}>
                  {page.name || t('pages.untitled')}
                </Text>
              </UnstyledButton>
            )}
            {!readOnly && (
              <>
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('pages.rename', { name: page.name })} onClick={() => setRenaming(page.id)} data-testid="page-rename">
                  <IconPencil size={14} />
                </ActionIcon>
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('pages.moveUp', { name: page.name })} disabled={index === 0} onClick={() => move(index, index - 1)} data-testid="page-up">
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={t('pages.moveDown', { name: page.name })}
                  disabled={index === pages.length - 1}
                  onClick={() => move(index, index + 1)}
                  data-testid="page-down"
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('pages.delete', { name: page.name })}
                  disabled={pages.length <= 1}
                  onClick={() => setConfirm(page)}
                  data-testid="page-delete"
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </>
            )}
          </Group>
        );
      })}
      <ConfirmDelete
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('pages.deleteTitle')}
        message={t('pages.deleteMessage', { name: confirm?.name ?? '' })}
        confirmLabel={t('pages.deleteConfirm')}
        pending={false}
        testId="page-delete"
        onConfirm={() => {
          if (confirm) store.dispatch({ type: 'deletePage', pageId: confirm.id });
          setConfirm(null);
        }}
      />
    </Stack>
  );
}
