/**
 * Embedding in other sites (issue 30), in the folio settings: the owner's switch that lets other sites show the
 * published pages in a frame and, once the folio is published and public with it on, the snippet to paste there
 * (the page's embed view in an iframe and the sites origin's embed.js, which fits the frame to the page's height).
 */
import { Button, CopyButton, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { embedSnippet, isEmbeddable } from '@folio/model';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { usePublishStatus } from '../../api/folios.ts';
import { useSession } from '../../session/store.ts';
import { useEditor, useEditorStore } from '../store/react.tsx';

export function EmbedSettings({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const folioId = useEditor((s) => s.folioId);
  const root = useEditor((s) => s.doc.root);
  const status = usePublishStatus(folioId);
  const isOwner = useSession()?.currentUserId === root.authorId;
  const on = isEmbeddable(root);
  // Visitors read the published snapshot: a switched permission reaches other sites with the next publish.
  const [onAtOpen] = useState(on);
  const publicUrl = status.data?.publicUrl ?? null;
  const snippet = publicUrl && on ? embedSnippet(publicUrl, new URL(publicUrl).origin, root.name) : null;

  return (
    <Stack gap="xs" data-testid="embed-settings">
      <Text size="sm" fw={600}>
        {t('embed.title')}
      </Text>
      <Switch
        label={t('embed.allow')}
        description={isOwner ? t('embed.allowHint') : t('embed.ownerOnly')}
        checked={on}
        disabled={readOnly || !isOwner}
        onChange={(e) => store.dispatch({ type: 'updateRoot', patch: { embeddable: e.currentTarget.checked } })}
        data-testid="embed-allow"
      />
      {status.data?.isPublished && on !== onAtOpen && (
        <Text size="sm" fw={500} role="status" data-testid="embed-publish-again">
          {on ? t('embed.publishToAllow') : t('embed.publishToStop')}
        </Text>
      )}
      {snippet ? (
        <Stack gap={4}>
          <Textarea
            readOnly
            label={t('embed.code')}
            description={t('embed.codeHint')}
            value={snippet}
            autosize
            minRows={3}
            maxRows={6}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="embed-snippet"
          />
          <CopyButton value={snippet}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy} w="fit-content" data-testid="embed-copy">
                {copied ? t('embed.copied') : t('embed.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      ) : (
        on && (
          <Text size="sm" c="dimmed" data-testid="embed-needs-publish">
            {t('embed.needsPublish')}
          </Text>
        )
      )}
    </Stack>
  );
}
