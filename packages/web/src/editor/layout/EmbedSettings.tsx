/**
 * Embedding in other sites (issue 30), in the folio settings: the owner's switch that lets other sites show the
 * published pages in a frame and, once the folio is published and public with it on, the snippet to paste there
 * (the page's embed view in an iframe and the sites origin's embed.js, which fits the frame to the page's height).
 */
import { Button, CopyButton, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { embedSnippet, isEmbeddable } from '@folio/model';
import { useState } from 'react';
import { usePublishStatus } from '../../api/folios.ts';
import { useSession } from '../../session/store.ts';
import { useEditor, useEditorStore } from '../store/react.tsx';

export function EmbedSettings({ readOnly }: { readOnly: boolean }) {
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
        Embed in other sites
      </Text>
      <Switch
        label="Allow embedding"
        description={
          isOwner
            ? 'Other sites can then show the published pages in a frame, their forms included; submissions, uploads and visits count as on the page itself.'
            : 'Only the folio’s owner decides whether other sites may show it.'
        }
        checked={on}
        disabled={readOnly || !isOwner}
        onChange={(e) => store.dispatch({ type: 'updateRoot', patch: { embeddable: e.currentTarget.checked } })}
        data-testid="embed-allow"
      />
      {status.data?.isPublished && on !== onAtOpen && (
        <Text size="sm" fw={500} role="status" data-testid="embed-publish-again">
          {on ? 'Publish again to let other sites show the published pages.' : 'Publish again to stop other sites from showing the published pages.'}
        </Text>
      )}
      {snippet ? (
        <Stack gap={4}>
          <Textarea
            readOnly
            label="Embed code"
            description="Paste it into the other site’s HTML where the folio should appear."
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
                {copied ? 'Copied' : 'Copy embed code'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      ) : (
        on && (
          <Text size="sm" c="dimmed" data-testid="embed-needs-publish">
            Make the folio public and publish it to get its embed code.
          </Text>
        )
      )}
    </Stack>
  );
}
