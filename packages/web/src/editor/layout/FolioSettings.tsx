/**
 * Folio settings in the editor (issue 5): whether visitors may open the published folio, its friendly URL
 * (checked live, saved only when free), its description, its language and text direction (the published pages' meta description), plus the
 * address visitors use once it is published.
 */
import { ActionIcon, Anchor, Modal, Stack, Switch, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { checkFolioUrl, usePublishStatus } from '../../api/folios.ts';
import { useAssociatedWebsites } from '../../api/websites.ts';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { SubmissionSettings } from './SubmissionSettings.tsx';
import { SellLicences } from './SellLicences.tsx';
import { TemplateOffer } from './TemplateOffer.tsx';
import { LanguageSettings } from './LanguageSettings.tsx';
import { TranslationsSettings } from '../translations/TranslationsSettings.tsx';
import { EmbedSettings } from './EmbedSettings.tsx';

const URL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export function FolioSettings() {
  const { t } = useTranslation('editor');
  const [opened, { open, close }] = useDisclosure(false);
  const canEditSettings = useEditor((s) => s.canEditSettings);
  return (
    <>
      <Tooltip label={t('settings.tip')}>
        <ActionIcon variant="subtle" onClick={open} aria-label={t('settings.title')} data-testid="folio-settings-open">
          <IconSettings size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t('settings.title')} data-testid="folio-settings">
        <SettingsForm readOnly={!canEditSettings} />
      </Modal>
    </>
  );
}

function SettingsForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const folioId = useEditor((s) => s.folioId);
  const root = useEditor((s) => s.doc.root);
  const status = usePublishStatus(folioId);
  // Visitors read the published snapshot, so a switched comment section reaches them with the next publish.
  const [commentsAtOpen] = useState(root.hasCommentSection);
  const [url, setUrl] = useState(root.url ?? '');
  const [debounced] = useDebouncedValue(url.trim(), 300);
  const wellFormed = debounced === '' || URL_PATTERN.test(debounced);
  const check = useQuery({
    queryKey: ['folios', 'checkUrl', folioId, debounced],
    queryFn: () => checkFolioUrl(debounced, folioId),
    enabled: debounced !== '' && wellFormed && debounced !== (root.url ?? ''),
  });

  // Only a free (or cleared) URL reaches the document, so the autosave never sends a taken one.
  useEffect(() => {
    if (readOnly || debounced === (root.url ?? '')) return;
    if (debounced === '') store.dispatch({ type: 'updateRoot', patch: { url: null } });
    else if (check.data === true) store.dispatch({ type: 'updateRoot', patch: { url: debounced } });
  }, [check.data, debounced, readOnly, root.url, store]);

  const urlHint = t('settings.urlHint');
  const urlError = !wellFormed ? urlHint : check.data === false ? t('settings.urlTaken') : null;
  const publicUrl = status.data?.publicUrl ?? null;

  return (
    <Stack gap="md">
      <Switch
        label={t('settings.public')}
        description={t('settings.publicHint')}
        checked={root.isPublic}
        disabled={readOnly}
        onChange={(e) => store.dispatch({ type: 'updateRoot', patch: { isPublic: e.currentTarget.checked } })}
        data-testid="folio-settings-public"
      />
      <TextInput
        label={t('settings.url')}
        description={check.data === true && debounced === (root.url ?? '') ? t('settings.urlYours') : urlHint}
        value={url}
        disabled={readOnly}
        onChange={(e) => setUrl(e.currentTarget.value.toLowerCase())}
        error={urlError}
        rightSection={check.isFetching ? <Text size="xs">…</Text> : null}
        data-testid="folio-settings-url"
      />
      <Textarea
        label={t('settings.description')}
        description={t('settings.descriptionHint')}
        value={root.description}
        disabled={readOnly}
        autosize
        minRows={2}
        maxRows={5}
        onChange={(e) => store.dispatch({ type: 'updateRoot', patch: { description: e.currentTarget.value } })}
        onBlur={() => store.breakMerge()}
        data-testid="folio-settings-description"
      />
      <LanguageSettings readOnly={readOnly} />
      <TranslationsSettings readOnly={readOnly} />
      <Switch
        label={t('settings.comments')}
        description={t('settings.commentsHint')}
        checked={root.hasCommentSection}
        disabled={readOnly}
        onChange={(e) => store.dispatch({ type: 'updateRoot', patch: { hasCommentSection: e.currentTarget.checked } })}
        data-testid="folio-settings-comments"
      />
      {status.data?.isPublished && root.hasCommentSection !== commentsAtOpen && (
        <Text size="sm" fw={500} mt={-8} role="status" data-testid="folio-settings-comments-publish">
          {root.hasCommentSection ? t('settings.commentsPublishOn') : t('settings.commentsPublishOff')}
        </Text>
      )}
      {root.hasCommentSection && (
        <Anchor component={Link} to={`/folios/${encodeURIComponent(folioId)}/comments`} size="sm" mt={-8} data-testid="folio-settings-comments-link">
          {t('settings.commentsLink')}
        </Anchor>
      )}
      <SubmissionSettings readOnly={readOnly} />
      <EmbedSettings readOnly={readOnly} />
      <TemplateOffer />
      <SellLicences />
      <Websites folioId={folioId} />
      <div data-testid="folio-settings-address">
        <Text size="sm" fw={500}>
          {t('settings.address')}
        </Text>
        {publicUrl ? (
          // Each link at least 24 px high (WCAG 2.5.8): one above the other, they are targets side by side.
          <Stack gap={4} align="flex-start">
            <Anchor href={publicUrl} target="_blank" rel="noopener noreferrer" size="sm" mih={24} display="inline-flex" style={{ alignItems: 'center', overflowWrap: 'anywhere' }}>
              {publicUrl}
            </Anchor>
            <Anchor component={Link} to={`/analytics?type=folio&id=${encodeURIComponent(folioId)}`} size="sm" mih={24} display="inline-flex" style={{ alignItems: 'center' }} data-testid="folio-settings-analytics">
              {t('settings.analytics')}
            </Anchor>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.addressNeedsPublish')}
          </Text>
        )}
      </div>
    </Stack>
  );
}

/** The websites that show this folio (as a page, header or footer), linked to their screens. */
function Websites({ folioId }: { folioId: string }) {
  const { t } = useTranslation('editor');
  const websites = useAssociatedWebsites(folioId);
  const list = websites.data ?? [];
  return (
    <div data-testid="folio-settings-websites">
      <Text size="sm" fw={500}>
        {t('settings.websites')}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {websites.isPending ? t('settings.loading') : t('settings.noWebsite')}
        </Text>
      ) : (
        list.map((w) => (
          <Anchor key={w.id} component={Link} to={`/websites/${w.id}`} size="sm" display="block">
            {w.name}
          </Anchor>
        ))
      )}
    </div>
  );
}
