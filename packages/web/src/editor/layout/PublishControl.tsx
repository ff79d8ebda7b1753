/**
 * The editor's publishing controls (spec §7, issue 5): a badge saying whether the folio is published and
 * whether it has changed since, and a Publish button that publishes the saved (server) version.
 *
 * The status comes from GET {id}/itspublished and is fetched again after every successful autosave (the saved
 * version moves) and after each publish. Local edits that have not reached the server also count as changes
 * not yet published.
 */
import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconWorldUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDate } from '../../i18n/format.ts';
import { publishStatusKey, usePublishFolio, usePublishStatus } from '../../api/folios.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { PrivatePublished } from './PrivatePublished.tsx';
import { usePublishCheck } from '../a11y/PublishCheck.tsx';
import { readableBadge } from '../../components/readableBadge.ts';
import { translateServerText } from '../../i18n/serverText.ts';

type PublishState = 'unpublished' | 'published' | 'changed';

/**
 * The badge's words: publish.state.<state>. On narrow screens the badge says the same in fewer words
 * (publish.short.<state>), so the folio name keeps its room; the full label stays for screen readers.
 */

const COLOR: Record<PublishState, string> = { unpublished: 'gray', published: 'teal', changed: 'yellow' };

export function PublishControl({ compact }: { compact: boolean }) {
  const { t } = useTranslation('editor');
  const folioId = useEditor((s) => s.folioId);
  const saveStatus = useEditor((s) => s.save.status);
  const pendingCount = useEditor((s) => s.save.pendingCount);
  const savedVersion = useEditor((s) => s.save.version);
  const canPublish = useEditor((s) => s.canEditSettings);
  const status = usePublishStatus(folioId);
  const publish = usePublishFolio(folioId);
  const client = useQueryClient();
  const store = useEditorStore();

  // A successful autosave moves the saved version: what is stored may now differ from what is published.
  const seenVersion = useRef(savedVersion);
  useEffect(() => {
    if (seenVersion.current === savedVersion) return;
    seenVersion.current = savedVersion;
    void client.invalidateQueries({ queryKey: publishStatusKey(folioId) });
  }, [client, folioId, savedVersion]);

  const unsaved = saveStatus !== 'saved' || pendingCount > 0;
  const data = status.data;
  const state: PublishState | null = !data
    ? null
    : !data.isPublished
      ? 'unpublished'
      : data.hasUnpublishedChanges || unsaved
        ? 'changed'
        : 'published';

  const why = !canPublish
    ? t('publish.onlyOwner')
    : saveStatus === 'saving'
      ? t('publish.waitSaving')
      : unsaved
        ? t('publish.waitUnsaved')
        : publish.isPending
          ? t('publish.publishing')
          : null;

  const onPublish = () => {
    publish.mutate(undefined, {
      onSuccess: (result) => {
        // A private folio's page is not the visitors': say who sees it, and offer to make it public (issue 26).
        if (result.isPublic) notifications.show({ color: 'teal', message: translateServerText(result.message), 'data-testid': 'publish-done' });
        else {
          const id = notifications.show({
            color: 'yellow',
            autoClose: false,
            closeButtonProps: { 'aria-label': t('common:actions.close') },
            message: <PrivatePublished message={translateServerText(result.message)} onMakePublic={() => {
              store.dispatch({ type: 'updateRoot', patch: { isPublic: true } });
              notifications.hide(id);
              notifications.show({ color: 'teal', message: t('publish.madePublic'), 'data-testid': 'made-public' });
            }} />,
            'data-testid': 'publish-done',
          });
        }
      },
      onError: (error) => {
        if (check.refused(error)) return;
        notifyFailed(t('publish.failed'), error);
      },
    });
  };

  const check = usePublishCheck(onPublish);

  const badgeTip = data?.publishedAt ? t('publish.lastPublished', { date: formatDate(data.publishedAt) }) : t('publish.never');

  return (
    <Group gap={6} wrap="nowrap" ms="sm">
      {state && (
        <Tooltip label={badgeTip} withinPortal>
          <span data-testid="publish-status" data-state={state} role="status" aria-live="polite" aria-label={t(`publish.state.${state}`)}>
            <Badge color={COLOR[state]} variant="light" style={readableBadge(COLOR[state])}>
              {compact ? t(`publish.short.${state}`) : t(`publish.state.${state}`)}
            </Badge>
          </span>
        </Tooltip>
      )}
      <Tooltip label={why ?? t('publish.tip')} multiline maw={280} withinPortal>
        {/* A disabled button gets no pointer events; the wrapper keeps the tooltip working. */}
        <span style={{ display: 'inline-block' }}>
          {compact ? (
            // Narrow screens: an icon button of its own size, named for screen readers and by its tooltip.
            <ActionIcon
              size="lg"
              variant="filled"
              onClick={check.request}
              disabled={why !== null && !publish.isPending}
              loading={publish.isPending}
              data-testid="publish-button"
              aria-label={t('publish.button')}
            >
              <IconWorldUpload size={18} />
            </ActionIcon>
          ) : (
            <Button
              size="xs"
              leftSection={<IconWorldUpload size={16} />}
              onClick={check.request}
              disabled={why !== null && !publish.isPending}
              loading={publish.isPending}
              data-testid="publish-button"
            >
              {t('publish.button')}
            </Button>
          )}
        </span>
      </Tooltip>
      {data && !data.publicUrl && !compact && (
        // Room kept for View, so the bar does not shift (and the folio name shrink) when it appears.
        <span aria-hidden="true" style={{ visibility: 'hidden' }} data-testid="publish-view-room">
          <Button component="span" size="xs" variant="default" leftSection={<IconExternalLink size={16} />} tabIndex={-1}>
            {t('publish.view')}
          </Button>
        </span>
      )}
      {data?.publicUrl && !compact && (
        <Tooltip label={t('publish.viewTip')} withinPortal>
          <Button
            component="a"
            href={data.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="default"
            leftSection={<IconExternalLink size={16} />}
            data-testid="publish-view"
          >
            {t('publish.view')}
          </Button>
        </Tooltip>
      )}
      {check.dialog}
    </Group>
  );
}
